//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=2 --no-inline
//possible write-write race on
//
// The twin of uniform_base_argument.cl: threads 1 and 2 both write tile[2].

void store(__local int *p, int base) {
  p[base + get_local_id(0)] = get_local_id(0);
}

__kernel void k(__global int *out) {
  __local int tile[128];
  store(tile, get_local_id(0) % 2);
  barrier(CLK_LOCAL_MEM_FENCE);
  out[get_global_id(0)] = tile[get_local_id(0)];
}
