//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=2
//possible read-write race on L

__kernel void k(__global int *in, __global int *out) {
  __local int L[64];
  event_t e = async_work_group_copy(L, in + 64 * get_group_id(0), 64, 0);
  out[get_global_id(0)] = L[get_local_id(0)];
  wait_group_events(1, &e);
}
