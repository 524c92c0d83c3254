//xfail:NOT_ALL_VERIFIED
//--local_size=32 --num_groups=4
//possible (write-read|read-write) race on A\[

// As tile_loop_break.cl, but each thread also writes its right neighbour's input.
__kernel void k(__global int *A, __global int *B, int n)
{
    int b0 = get_group_id(0), t0 = get_local_id(0);
    __requires(n == 128);
    for (int c0 = 32 * b0; c0 < n; c0 += 128) {
      if (A[c0 + t0] < 0)
        break;
      A[c0 + t0 + 1] = 0;
    }
}
