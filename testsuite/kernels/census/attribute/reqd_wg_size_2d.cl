//pass
//--local_size=[16,16] --num_groups=[32,32]

#define T 16

// Tile transpose for a fixed 16x16 work group.
__attribute__((reqd_work_group_size(T, T, 1)))
__kernel void transpose(__global const float *in, __global float *out) {
  __local float tile[T][T + 1];
  int lx = get_local_id(0), ly = get_local_id(1);
  int bx = get_group_id(0), by = get_group_id(1);
  int n = get_global_size(0);
  tile[ly][lx] = in[(by * T + ly) * n + bx * T + lx];
  barrier(CLK_LOCAL_MEM_FENCE);
  out[(bx * T + ly) * n + by * T + lx] = tile[lx][ly];
}
