//pass
//--local_size=[8,8] --num_groups=[4,4]

/* Each work item reads and writes its own pixel. */
__constant sampler_t smp = CLK_NORMALIZED_COORDS_FALSE | CLK_ADDRESS_CLAMP_TO_EDGE | CLK_FILTER_NEAREST;

__kernel void invert(__read_only image2d_t src, __write_only image2d_t dst) {
  int2 c = (int2)(get_global_id(0), get_global_id(1));
  float4 v = read_imagef(src, smp, c);
  write_imagef(dst, c, (float4)(1.0f) - v);
}
