//pass
//--local_size=128 --num_groups=32

// Even items fill the x lane and odd items the y lane of the same float2: different bytes.
__kernel void interleave(__global const float *in, __global float2 *out) {
  size_t i = get_global_id(0);
  if (i % 2 == 0)
    out[i / 2].x = in[i];
  else
    out[i / 2].y = in[i];
}
