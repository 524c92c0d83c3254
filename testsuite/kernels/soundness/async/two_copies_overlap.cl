//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=2
//possible write-write race on L

// Both copies are in flight at once and write L[32..63].
__kernel void k(__global int *in, __global int *out) {
  __local int L[64];
  event_t e = async_work_group_copy(L, in, 64, 0);
  event_t e2 = async_work_group_copy(L + 32, in + 64, 32, 0);
  wait_group_events(1, &e);
  wait_group_events(1, &e2);
}
