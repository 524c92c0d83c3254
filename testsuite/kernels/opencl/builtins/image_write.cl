//pass
//--local_size=16,16 --num_groups=4,4

__kernel void k(__write_only image2d_t img) {
  write_imagef(img, (int2)(get_global_id(0), get_global_id(1)), (float4)(0.0f, 0.0f, 0.0f, 1.0f));
}
