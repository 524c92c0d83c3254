//pass
//--local_size=256 --num_groups=64

#define LS 256

// Each group walks over the input in tiles: load a tile, synchronise, combine a neighbour's
// element, synchronise again. At the loop head no access to the tile is logged.
__kernel void tile_walk(__global const float *in, __global float *out, unsigned ntiles) {
  __local float tile[LS];
  unsigned lid = get_local_id(0);
  unsigned base = get_group_id(0) * LS * ntiles;
  float acc = 0.0f;
  for (unsigned t = 0;
       __invariant(t <= ntiles), __invariant(__no_read(tile)), __invariant(__no_write(tile)),
       t < ntiles;
       t++) {
    tile[lid] = in[base + t * LS + lid];
    barrier(CLK_LOCAL_MEM_FENCE);
    acc += tile[(lid + 1) % LS];
    barrier(CLK_LOCAL_MEM_FENCE);
  }
  out[get_global_id(0)] = acc;
}
