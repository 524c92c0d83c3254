//pass
//--local_size=64 --num_groups=256

#pragma OPENCL EXTENSION cl_khr_byte_addressable_store : enable

// Byte-wise threshold of a grey image.
__kernel void threshold(__global const uchar *in, __global uchar *out, uchar level) {
  size_t i = get_global_id(0);
  out[i] = in[i] > level ? (uchar)255 : (uchar)0;
}
