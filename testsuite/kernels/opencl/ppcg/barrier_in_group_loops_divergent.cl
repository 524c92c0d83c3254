//xfail:NOT_ALL_VERIFIED
//--local_size=[32,32] --num_groups=[16,16]
//barrier_in_group_loops_divergent.cl:13:9: error: barrier may be reached by non-uniform control flow

// The inner bound depends on the local id: threads of one group run 2 or 3 iterations.
__kernel void k(__global double *A, int n)
{
    int b0 = get_group_id(0), b1 = get_group_id(1);
    int t0 = get_local_id(0), t1 = get_local_id(1);
    __requires(n == 512);
    for (int c0 = 32 * b0; c0 < n; c0 += 8192)
      for (int c1 = 32 * b1; c1 < n + t0; c1 += 256) {
        barrier(CLK_LOCAL_MEM_FENCE);
      }
}
