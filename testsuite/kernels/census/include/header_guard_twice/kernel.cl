//pass
//--local_size=256 --num_groups=8

#include "common.h"
#include "common.h"

// The header is included twice; its guard keeps the helper defined once.
__kernel void gain(__global float *data) {
  size_t i = get_global_id(0);
  data[i] = apply_gain(data[i]);
}
