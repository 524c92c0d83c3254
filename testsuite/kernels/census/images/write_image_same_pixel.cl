//xfail:NOT_ALL_VERIFIED
//--local_size=[8,8] --num_groups=[4,4]
//possible write-write race on written_images

/* Every work item of a row writes the row's first pixel. */
__kernel void first_column(__read_only image2d_t src, __write_only image2d_t dst, sampler_t smp) {
  int2 c = (int2)(0, get_global_id(1));
  float4 v = read_imagef(src, smp, (int2)(get_global_id(0), get_global_id(1)));
  write_imagef(dst, c, v);
}
