//pass
//--local_size=128 --num_groups=64

#include "common.h"

// Sizes come from a header included by another header.
__kernel void clear(__global int *data) {
  size_t base = get_group_id(0) * CHUNK + get_local_id(0);
  for (int k = 0; __invariant(k <= ITEMS_PER_THREAD), k < ITEMS_PER_THREAD; k++)
    data[base + k * GROUP] = 0;
}
