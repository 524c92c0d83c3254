//pass
//--local_size=64 --num_groups=2
//
// `get_image_dim` gives the sizes `get_image_width` and its kin give: (width, height) for a
// 2-D image, (width, height, depth, 0) for a 3-D one.

__kernel void sizes(__read_only image2d_t plane, __read_only image3d_t vol,
                    __global int *out) {
  int2 p = get_image_dim(plane);
  int4 v = get_image_dim(vol);
  __assert(p.x == get_image_width(plane) && p.y == get_image_height(plane));
  __assert(v.z == get_image_depth(vol) && v.w == 0);
  out[get_global_id(0)] = p.x * p.y + v.x;
}
