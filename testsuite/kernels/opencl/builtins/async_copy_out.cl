//pass
//--local_size=64 --num_groups=128

#define N 64

// Each group computes a tile in local memory and copies it out after a barrier.
kernel void foo(global int *p) {
  local int tile[N];
  tile[get_local_id(0)] = get_global_id(0);
  barrier(CLK_LOCAL_MEM_FENCE);
  event_t e = async_work_group_copy(p + N * get_group_id(0), tile, N, 0);
  wait_group_events(1, &e);
}
