//pass
//--local_size=[16,16] --num_groups=[8,8]

#if defined(__2D_WORK_GROUP)
#define LX __LOCAL_SIZE_0
#define LY __LOCAL_SIZE_1
#else
#error "2-D work groups expected"
#endif

// Rotate each 16x16 tile by a quarter turn in local memory.
__kernel void rotate_tiles(__global const float *in, __global float *out) {
  __local float tile[LY][LX];
  size_t lx = get_local_id(0), ly = get_local_id(1);
  size_t w = get_global_size(0);
  size_t gx = get_global_id(0), gy = get_global_id(1);
  tile[ly][lx] = in[gy * w + gx];
  barrier(CLK_LOCAL_MEM_FENCE);
  out[gy * w + gx] = tile[LX - 1 - lx][ly];
}
