//pass
//--local_size=[32,4] --num_groups=[8,64]

// Row-major indexing with the global size as the row width.
__kernel void gradient_x(__global const float *img, __global float *gx) {
  size_t x = get_global_id(0), y = get_global_id(1);
  size_t w = get_global_size(0);
  float right = x + 1 < w ? img[y * w + x + 1] : img[y * w + x];
  gx[y * w + x] = right - img[y * w + x];
}
