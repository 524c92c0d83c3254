//pass
//--local_size=64 --num_groups=2

__kernel void k(__global float *in, __global float *out) {
  __local float L[64];
  event_t e = async_work_group_strided_copy(L, in + get_group_id(0), 64, 2, 0);
  wait_group_events(1, &e);
  out[get_global_id(0)] = L[get_local_id(0)];
}
