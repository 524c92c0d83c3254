//pass
//--local_size=32 --num_groups=2

/* vstore_half4 writes halves 4i..4i+3 and vload_half reads the work-item's own input. */
#pragma OPENCL EXTENSION cl_khr_fp16 : enable
__kernel void k(__global const half *in, __global half *out) {
  size_t i = get_global_id(0);
  float f = vload_half(i, in);
  vstore_half4((float4)(f, f + 1.0f, f * 2.0f, -f), i, out);
}
