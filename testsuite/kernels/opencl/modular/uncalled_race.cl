//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=2 --no-inline
//possible write-write race on p\[0\]
//
// A function nothing calls is still verified: two threads running it write p[0].

void mark(__global int *p) {
  p[0] = get_local_id(0);
}

__kernel void k(__global int *out) {
  out[get_global_id(0)] = 1;
}
