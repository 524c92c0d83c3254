//pass
//--local_size=256 --num_groups=256

// Invert an 8-bit image.
__kernel void invert(__global const uchar *in, __global uchar *out) {
  size_t i = get_global_id(0);
  out[i] = (uchar)(255 - in[i]);
}
