//pass
//--local_size=64 --num_groups=64

#include "common.h"

// A struct type and an inline helper from the header; the struct is built in the kernel.
__kernel void transform(__global float *data, float s, float o) {
  Affine a;
  a.scale = s;
  a.offset = o;
  size_t i = get_global_id(0);
  data[i] = affine_apply(a, data[i]);
}
