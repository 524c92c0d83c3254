//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=2
//this assertion might not hold

// Values read from memory are arbitrary.
__kernel void nonneg(__global const int *in, __global int *out) {
  int v = in[get_global_id(0)];
  __assert(v >= 0);
  out[get_global_id(0)] = v;
}
