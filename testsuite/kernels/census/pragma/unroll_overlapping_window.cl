//xfail:NOT_ALL_VERIFIED
//--local_size=128 --num_groups=16
//possible write-write race on out\[

// Each item writes 8 outputs but items are only 4 apart: neighbouring windows overlap.
__kernel void expand(__global const float *in, __global float *out) {
  size_t i = get_global_id(0);
  float v = in[i];
#pragma unroll
  for (int k = 0; k < 8; k++)
    out[4 * i + k] = v + (float)k;
}
