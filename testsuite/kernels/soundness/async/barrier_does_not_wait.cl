//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=2
//possible read-write race on L

// A barrier does not complete an asynchronous copy: only wait_group_events does.
__kernel void k(__global int *in, __global int *out) {
  __local int L[64];
  event_t e = async_work_group_copy(L, in + 64 * get_group_id(0), 64, 0);
  barrier(CLK_LOCAL_MEM_FENCE);
  out[get_global_id(0)] = L[63 - get_local_id(0)];
  wait_group_events(1, &e);
}
