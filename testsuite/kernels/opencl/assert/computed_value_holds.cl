//pass
//--local_size=32 --num_groups=2

// Assertions about values the kernel computes itself.
__kernel void arith(__global int *out, int n) {
  int lid = get_local_id(0);
  int twice = lid + lid;
  __assert(twice == 2 * lid);
  __assert((twice & 1) == 0);
  int m = lid % 8;
  __assert(m >= 0 && m < 8);
  out[get_global_id(0)] = twice + m;
}
