//pass
//--local_size=[16,16] --num_groups=[4,4]

#define TILE 16
#define WIDTH 64

// Transpose a 64x64 matrix tile by tile through local memory.
__kernel void transpose(__global const float *in, __global float *out) {
  __local float tile[TILE][TILE + 1];
  size_t lx = get_local_id(0);
  size_t ly = get_local_id(1);
  size_t bx = get_group_id(0);
  size_t by = get_group_id(1);
  tile[ly][lx] = in[(by * TILE + ly) * WIDTH + bx * TILE + lx];
  barrier(CLK_LOCAL_MEM_FENCE);
  out[(bx * TILE + ly) * WIDTH + by * TILE + lx] = tile[lx][ly];
}
