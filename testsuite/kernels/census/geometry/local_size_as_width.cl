//xfail:NOT_ALL_VERIFIED
//--local_size=[32,4] --num_groups=[8,64]
//possible write-write race on gx\[

// Bug: the row width is taken from the local size instead of the global size, so rows of
// different groups overlap.
__kernel void gradient_x(__global const float *img, __global float *gx) {
  size_t x = get_global_id(0), y = get_global_id(1);
  size_t w = get_local_size(0);
  gx[y * w + x] = img[y * get_global_size(0) + x + 1] - img[y * get_global_size(0) + x];
}
