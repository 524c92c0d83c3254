//xfail:NOT_ALL_VERIFIED
//--local_size=32 --num_groups=2
//possible write-write race on B\[

// The loop steps by one group instead of the grid: group 0's second tile is group 1's first.
__kernel void k(__global float *A, __global float *B, int n)
{
    int b0 = get_group_id(0), t0 = get_local_id(0);
    __requires(n == 128);
    for (int c0 = 32 * b0; c0 < n; c0 += 32)
      B[c0 + t0] = 2.0f * A[c0 + t0];
}
