//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=2
//possible write-write race on out

// Group g writes out[32g .. 32g+63]: neighbouring groups overlap.
__kernel void k(__global int *in, __global int *out) {
  event_t e = async_work_group_copy(out + 32 * get_group_id(0), in, 64, 0);
  wait_group_events(1, &e);
}
