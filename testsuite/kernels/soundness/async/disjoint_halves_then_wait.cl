//pass
//--local_size=64 --num_groups=2

__kernel void k(__global int *in, __global int *out) {
  __local int L[64];
  event_t e = async_work_group_copy(L, in + 64 * get_group_id(0), 32, 0);
  event_t e2 = async_work_group_copy(L + 32, in + 64 * get_group_id(0) + 32, 32, e);
  wait_group_events(1, &e2);
  barrier(CLK_LOCAL_MEM_FENCE);
  out[get_global_id(0)] = L[63 - get_local_id(0)];
}
