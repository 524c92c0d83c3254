//xfail:NOT_ALL_VERIFIED
//--local_size=128 --num_groups=32
//possible write-write race on out\[

// Both items of a pair store to the x lane of the same float2.
__kernel void interleave(__global const float *in, __global float2 *out) {
  size_t i = get_global_id(0);
  out[i / 2].x = in[i];
}
