//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=4
//this assertion might not hold

// x * 1.0f == x is false for NaN, and floating-point values are abstract to the verifier
// anyway: the assertion cannot be proved.
__kernel void unit_scale(__global float *data) {
  size_t i = get_global_id(0);
  float x = data[i];
  float y = x * 1.0f;
  __assert(y == x);
  data[i] = y;
}
