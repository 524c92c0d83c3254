//xfail:NOT_ALL_VERIFIED
//--local_size=128 --num_groups=16
//barrier may be reached by non-uniform control flow

// Only items with a positive sample synchronise: the branch depends on data.
__kernel void normalise_positive(__global float *x) {
  __local float s[128];
  size_t l = get_local_id(0);
  float v = x[get_global_id(0)];
  if (v > 0.0f) {
    s[l] = v;
    barrier(CLK_LOCAL_MEM_FENCE);
    v = v / s[0];
  }
  x[get_global_id(0)] = v;
}
