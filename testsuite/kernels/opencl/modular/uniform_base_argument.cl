//pass
//--local_size=64 --num_groups=2 --no-inline
//
// Every call passes the same base to all threads, so the function is verified with a base
// that is the same in both threads.

void store(__local int *p, int base) {
  p[base + get_local_id(0)] = get_local_id(0);
}

__kernel void k(__global int *out) {
  __local int tile[128];
  store(tile, 0);
  barrier(CLK_LOCAL_MEM_FENCE);
  store(tile, 64);
  barrier(CLK_LOCAL_MEM_FENCE);
  out[get_global_id(0)] = tile[get_local_id(0)] + tile[64 + get_local_id(0)];
}
