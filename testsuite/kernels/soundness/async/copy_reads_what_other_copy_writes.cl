//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=2
//possible write-read race on L

// The second copy reads L while the first may still be writing it.
__kernel void k(__global int *in, __global int *out) {
  __local int L[64];
  event_t e = async_work_group_copy(L, in + 64 * get_group_id(0), 64, 0);
  event_t e2 = async_work_group_copy(out + 64 * get_group_id(0), L, 64, 0);
  wait_group_events(1, &e);
  wait_group_events(1, &e2);
}
