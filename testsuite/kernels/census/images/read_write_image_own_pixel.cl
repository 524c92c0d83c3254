//pass
//--local_size=64 --num_groups=2

// A read_write image updated in place where each work-item reads and writes only its own
// pixel: no two work-items touch one pixel.
__kernel void brighten(read_write image2d_t img) {
  int2 p = (int2)(get_global_id(0), get_global_id(1));
  float4 v = read_imagef(img, p);
  write_imagef(img, p, v * 2.0f);
}
