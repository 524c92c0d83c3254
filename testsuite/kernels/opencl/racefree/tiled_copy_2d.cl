//pass
//--local_size=[8,8] --num_groups=[4,2]

// Copy a 32x16 image through an 8x8 local tile, flipping each tile horizontally.
__kernel void flip_tiles(__global const int *in, __global int *out) {
  __local int tile[8][8];
  size_t lx = get_local_id(0);
  size_t ly = get_local_id(1);
  size_t gx = get_global_id(0);
  size_t gy = get_global_id(1);
  size_t w = get_global_size(0);
  tile[ly][lx] = in[gy * w + gx];
  barrier(CLK_LOCAL_MEM_FENCE);
  out[gy * w + gx] = tile[ly][7 - lx];
}
