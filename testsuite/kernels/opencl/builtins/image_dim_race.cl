//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=2
//possible write-write race on out\[
//
// Every work-item writes its id at the element the image's width names.

__kernel void sizes(__read_only image2d_t plane, __global int *out) {
  int2 p = get_image_dim(plane);
  out[p.x] = get_global_id(0);
}
