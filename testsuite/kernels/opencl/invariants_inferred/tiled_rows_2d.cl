//pass
//--local_size=[8,8] --num_groups=[2,2]

// In each 8x8 tile the first item of every row fills that row of a local buffer; after a
// barrier every item reads its transposed element. The row owning a written offset is
// recovered as offset / 8 (accessBreak).
#define T 8
__kernel void transpose_rows(__global const int *in, __global int *out) {
  __local int S[T * T];
  unsigned lx = get_local_id(0), ly = get_local_id(1);
  unsigned row = get_global_id(1);
  if (lx == 0) {
    for (unsigned k = 0; k < T; k++)
      S[ly * T + k] = in[row * 16 + get_group_id(0) * T + k];
  }
  barrier(CLK_LOCAL_MEM_FENCE);
  out[get_global_id(1) * 16 + get_global_id(0)] = S[lx * T + ly];
}
