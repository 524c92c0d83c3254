__constant sampler_t s0 = CLK_NORMALIZED_COORDS_FALSE | CLK_ADDRESS_CLAMP_TO_EDGE | CLK_FILTER_NEAREST;
__kernel void k(__read_only image2d_t img, __write_only image2d_t out, read_only image3d_t i3, sampler_t smp) {
  const sampler_t s = CLK_NORMALIZED_COORDS_FALSE | CLK_ADDRESS_CLAMP | CLK_FILTER_LINEAR;
  float4 v = read_imagef(img, s, (int2)(0, 0));
  write_imagef(out, (int2)(1, 1), v);
  int c = CLK_RGBA + CLK_FLOAT + CLK_UNORM_INT8 + CLK_R;
}
