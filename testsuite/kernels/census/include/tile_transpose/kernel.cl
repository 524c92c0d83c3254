//pass
//--local_size=[16,16] --num_groups=[16,16]

#include "common.h"

// Transpose through a padded local tile; sizes and indexing come from the shared header.
__kernel void transpose(__global const float *in, __global float *out) {
  __local float tile[TILE][TILE + 1];
  size_t lx = get_local_id(0), ly = get_local_id(1);
  size_t w = get_global_size(0);
  size_t h = get_global_size(1);
  size_t gx = get_group_id(0) * TILE + lx;
  size_t gy = get_group_id(1) * TILE + ly;
  tile[ly][lx] = in[IDX(gy, gx, w)];
  barrier(CLK_LOCAL_MEM_FENCE);
  size_t tx = get_group_id(1) * TILE + lx;
  size_t ty = get_group_id(0) * TILE + ly;
  out[IDX(ty, tx, h)] = tile[lx][ly];
}
