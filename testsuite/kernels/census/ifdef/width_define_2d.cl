//pass
//--local_size=[32,8] --num_groups=[8,32] -DWIDTH=256

#ifndef WIDTH
#error "WIDTH must be given with -D"
#endif

// Vertical difference of an image whose row width is fixed at build time.
__kernel void vdiff(__global const float *img, __global float *out) {
  int x = get_global_id(0);
  int y = get_global_id(1);
  float up = y > 0 ? img[(y - 1) * WIDTH + x] : 0.0f;
  out[y * WIDTH + x] = img[y * WIDTH + x] - up;
}
