//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=4 --backend=smt2
//async_copy_nonuniform_source.cl:14:17: error: 'async_work_group_copy' may be called with arguments that differ between work-items of a work group

// The twin of async_copy_in_loop_uniform.cl whose source depends on the work-item: the two
// halves of the group name different sources for the one copy the group makes, which
// OpenCL leaves undefined.
__kernel void k(__global float *A, __global float *B, int n) {
  __requires(n > 0 && n < 1000);
  __local float s[64];
  int t = get_local_id(0);
  int g = get_group_id(0);
  for (int i = 0; i < n; i++) {
    event_t e = async_work_group_copy(s, A + (g * n + i) * 64 + t / 32, 64, 0);
    wait_group_events(1, &e);
    B[(g * n + i) * 64 + t] = s[t] * 2.0f;
    barrier(CLK_LOCAL_MEM_FENCE);
  }
}
