//pass
//--local_size=[4,4,4] --num_groups=[4,4,4]

// 3-D work groups staging a 4x4x4 cube in local memory and reading the mirrored cell.
__kernel void mirror_cube(__global const float *in, __global float *out) {
  __local float cube[4][4][4];
  size_t lx = get_local_id(0), ly = get_local_id(1), lz = get_local_id(2);
  size_t nx = get_global_size(0), ny = get_global_size(1);
  size_t g = (get_global_id(2) * ny + get_global_id(1)) * nx + get_global_id(0);
  cube[lz][ly][lx] = in[g];
  barrier(CLK_LOCAL_MEM_FENCE);
  out[g] = cube[3 - lz][3 - ly][3 - lx];
}
