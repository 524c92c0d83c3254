//pass
//--local_size=256 --num_groups=32

#include "common.h"

// Pairwise midpoints in double precision; the extension pragma sits in the header.
__kernel void midpoints(__global const real *x, __global real *mid) {
  size_t i = get_global_id(0);
  mid[i] = HALF * (x[2 * i] + x[2 * i + 1]);
}
