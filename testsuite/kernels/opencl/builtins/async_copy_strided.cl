//pass
//--local_size=64 --num_groups=16

#define N 64

// A strided gather of one column of a row-major matrix per group.
kernel void foo(global float *m, global float *out) {
  local float col[N];
  event_t e = async_work_group_strided_copy(col, m + get_group_id(0), N, 16, 0);
  wait_group_events(1, &e);
  out[get_global_id(0)] = col[get_local_id(0)];
}
