//pass
//--local_size=64 --num_groups=1

/* Half-precision loads and stores: vload_half and vload_halfN widen exactly, vstore_half and
   vstore_halfN round to nearest even (see the native check). */
#pragma OPENCL EXTENSION cl_khr_fp16 : enable
__kernel void k(__global const half *src, __global const int *in, __global float *wide,
                __global half *narrow) {
  size_t i = get_local_id(0);
  float f = vload_half(i, src);
  float4 f4 = vload_half4(i, src + 64);
  __global float *w = wide + i * 5;
  w[0] = f;
  vstore4(f4, 0, w + 1);
  float x = (float)(in[i] % 70000) / 7.0f;
  vstore_half(x, i * 8, narrow);
  vstore_half4((float4)(x, -x, x * 1024.0f, x / 4096.0f), i * 2 + 1, narrow);
  vstore_half(f * 3.0f, i * 8 + 1, narrow);
}
