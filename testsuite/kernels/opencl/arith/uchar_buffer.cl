//pass
//--local_size=64 --num_groups=16

__kernel void quantise(__global const float *in, __global uchar *out) {
  size_t i = get_global_id(0);
  float v = in[i];
  out[i] = (uchar)(v > 255.0f ? 255 : (v < 0.0f ? 0 : (int)v));
}
