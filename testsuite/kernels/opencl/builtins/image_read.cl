//pass
//--local_size=16,16 --num_groups=4,4

// Image reads give arbitrary values; the kernel only writes its own pixel of the output.
__kernel void k(__read_only image2d_t img, sampler_t smp, __global float4 *out) {
  int x = get_global_id(0);
  int y = get_global_id(1);
  float4 a = read_imagef(img, smp, (int2)(x, y));
  uint4 b = read_imageui(img, smp, (int2)(x, y));
  int4 c = read_imagei(img, (int2)(x, y));
  out[y * get_global_size(0) + x] = a + convert_float4(b) + convert_float4(c);
}
