//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=128
//possible write-write race

#define N 64

// Every group copies its tile to the same place.
kernel void foo(global int *p) {
  local int tile[N];
  tile[get_local_id(0)] = get_global_id(0);
  barrier(CLK_LOCAL_MEM_FENCE);
  event_t e = async_work_group_copy(p, tile, N, 0);
  wait_group_events(1, &e);
}
