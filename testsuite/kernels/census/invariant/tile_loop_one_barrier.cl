//xfail:NOT_ALL_VERIFIED
//--local_size=256 --num_groups=64
//possible (read-write|write-read) race on tile\[

#define LS 256

// The barrier at the end of the iteration is missing: the next iteration's store to tile[lid]
// can overtake a neighbour that is still reading tile[lid] from the previous tile.
__kernel void tile_walk(__global const float *in, __global float *out, unsigned ntiles) {
  __local float tile[LS];
  unsigned lid = get_local_id(0);
  unsigned base = get_group_id(0) * LS * ntiles;
  float acc = 0.0f;
  for (unsigned t = 0; __invariant(t <= ntiles), t < ntiles; t++) {
    tile[lid] = in[base + t * LS + lid];
    barrier(CLK_LOCAL_MEM_FENCE);
    acc += tile[(lid + 1) % LS];
  }
  out[get_global_id(0)] = acc;
}
