//xfail:NOT_ALL_VERIFIED
//--local_size=32 --num_groups=2
//possible write-write race on out\[

/* The twin of vstore_half_own_cells.cl: the extra half at 4i + 4 is the next work-item's
   first. */
#pragma OPENCL EXTENSION cl_khr_fp16 : enable
__kernel void k(__global const half *in, __global half *out) {
  size_t i = get_global_id(0);
  float f = vload_half(i, in);
  vstore_half4((float4)(f, f + 1.0f, f * 2.0f, -f), i, out);
  vstore_half_rtz(f, 4 * i + 4, out);
}
