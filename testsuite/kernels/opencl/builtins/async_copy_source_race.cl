//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=128
//possible write-write race on tile

#define N 64

// The tile is written while the copy into it is in flight.
kernel void foo(global int *p) {
  local int tile[N];
  event_t e = async_work_group_copy(tile, p + N * get_group_id(0), N, 0);
  tile[get_local_id(0)] = 0;
  wait_group_events(1, &e);
}
