//pass
//--local_size=64 --num_groups=2

__kernel void k(__global int *in, __global int *out) {
  __local int A[64];
  __local int B[64];
  event_t e = async_work_group_copy(A, in + 128 * get_group_id(0), 64, 0);
  event_t f = async_work_group_copy(B, in + 128 * get_group_id(0) + 64, 64, 0);
  wait_group_events(1, &e);
  wait_group_events(1, &f);
  out[get_global_id(0)] = A[get_local_id(0)] + B[63 - get_local_id(0)];
}
