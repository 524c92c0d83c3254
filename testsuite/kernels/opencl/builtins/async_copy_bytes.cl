//pass
//--local_size=64 --num_groups=128

#define N 64

// The same tile copied once as floats and once as bytes, with the event shared.
kernel void foo(global float *p) {
  local float tile[N];
  local float raw[N];
  event_t e = async_work_group_copy(tile, p + get_group_id(0) * N, N, 0);
  async_work_group_copy((local char *)raw, (global char *)p + get_group_id(0) * N * sizeof(float), sizeof(float) * N, e);
  wait_group_events(1, &e);
  p[get_global_id(0)] = tile[get_local_id(0)] + raw[get_local_id(0)];
}
