//pass
//--local_size=256 --num_groups=32

#define BLOCK 256
#define PER_ITEM 4
#define CHUNK (BLOCK * PER_ITEM)
#define SCALE 0.5f

// Each group handles CHUNK consecutive elements, PER_ITEM per work item, coalesced.
__kernel void scale_chunk(__global const float *in, __global float *out) {
  unsigned lid = get_local_id(0);
  unsigned base = get_group_id(0) * CHUNK;
  for (unsigned k = 0; __invariant(k <= PER_ITEM), k < PER_ITEM; k++) {
    out[base + k * BLOCK + lid] = in[base + k * BLOCK + lid] * SCALE;
  }
}
