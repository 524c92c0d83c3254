//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=2
//possible write-read race on in

__kernel void k(__global int *in, __global int *out) {
  __local int L[64];
  event_t e = async_work_group_copy(L, in, 64, 0);
  in[get_global_id(0)] = 0;
  wait_group_events(1, &e);
}
