//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=128
//race on mine

#define N 64

// Without the wait the copy may still be writing the tile when it is read.
kernel void foo(global float *p) {
  local float mine[N];
  event_t handle = async_work_group_copy(mine, p + N * get_group_id(0), N, 0);
  p[get_global_id(0)] = 2 * mine[get_local_id(0)];
}
