//xfail:NOT_ALL_VERIFIED
//--local_size=[16,16] --num_groups=[2,2]
//possible write-write race on tile\[

// Two work items of a row share a tile column because of a stray division.
__kernel void gather(__global const int *in, __global int *out) {
  __local int tile[16][16];
  size_t lx = get_local_id(0);
  size_t ly = get_local_id(1);
  size_t gx = get_global_id(0);
  size_t gy = get_global_id(1);
  tile[ly][lx / 2] = in[gy * 32 + gx];
  barrier(CLK_LOCAL_MEM_FENCE);
  out[gy * 32 + gx] = tile[ly][lx];
}
