//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=16
//this assertion might not hold

// n = 0 satisfies the precondition but not the assertion.
__kernel void average(__global const float *in, __global float *out, unsigned n) {
  __requires(n >= 0);
  __assert(n > 0);
  out[get_global_id(0)] = in[get_global_id(0)] / (float)n;
}
