//pass
//--local_size=128 --num_groups=64

#define LS 128
#define R 3

// 1-D moving-window sum: the group stages its elements plus R halo cells on each side in local
// memory, then each item sums the 2R+1 cells centred on its own.
__kernel void window_sum(__global const float *in, __global float *out, unsigned n) {
  __local float tile[LS + 2 * R];
  int lid = get_local_id(0);
  int gid = get_global_id(0);
  tile[lid + R] = in[gid];
  if (lid < R) {
    tile[lid] = gid >= R ? in[gid - R] : 0.0f;
    tile[lid + LS + R] = in[gid + LS];
  }
  barrier(CLK_LOCAL_MEM_FENCE);
  float acc = 0.0f;
  for (int k = -R; __invariant(k <= R + 1), k <= R; k++) {
    acc += tile[lid + R + k];
  }
  out[gid] = acc;
}
