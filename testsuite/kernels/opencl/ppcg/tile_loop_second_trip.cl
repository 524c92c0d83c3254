//pass
//--local_size=32 --num_groups=2

// The grid covers half the data: each tile loop runs twice, the second time one grid further.
__kernel void k(__global float *A, __global float *B, int n)
{
    int b0 = get_group_id(0), t0 = get_local_id(0);
    __requires(n == 128);
    for (int c0 = 32 * b0; c0 < n; c0 += 64)
      B[c0 + t0] = 2.0f * A[c0 + t0];
}
