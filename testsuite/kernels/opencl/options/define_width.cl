//pass
//--local_size=[16,16] --num_groups=[4,4] -DWIDTH=64

// The row width comes from the command line.
__kernel void scale2d(__global float *img, float k) {
  size_t x = get_global_id(0);
  size_t y = get_global_id(1);
  img[y * WIDTH + x] = img[y * WIDTH + x] * k;
}
