//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=2
//possible write-read race on L

__kernel void k(__global int *in, __global int *out) {
  __local int L[64];
  L[get_local_id(0)] = in[get_global_id(0)];
  barrier(CLK_LOCAL_MEM_FENCE);
  event_t e = async_work_group_copy(out + 64 * get_group_id(0), L, 64, 0);
  L[get_local_id(0)] = 0;
  wait_group_events(1, &e);
}
