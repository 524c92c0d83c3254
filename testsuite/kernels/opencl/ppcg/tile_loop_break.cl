//pass
//--local_size=32 --num_groups=4

// A tile loop that runs once, with an early exit: each thread writes its own element.
__kernel void k(__global int *A, __global int *B, int n)
{
    int b0 = get_group_id(0), t0 = get_local_id(0);
    __requires(n == 128);
    for (int c0 = 32 * b0; c0 < n; c0 += 128) {
      if (A[c0 + t0] < 0)
        break;
      B[c0 + t0] = A[c0 + t0] + 1;
    }
}
