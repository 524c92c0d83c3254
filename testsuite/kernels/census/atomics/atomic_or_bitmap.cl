//pass
//--local_size=256 --num_groups=16

// Build a bitmap of the items whose value passes a test: 32 items share a word, so the bit is
// set with atomic_or.
__kernel void mark(__global const float *in, __global unsigned *bitmap, float limit) {
  unsigned gid = get_global_id(0);
  if (in[gid] > limit)
    atomic_or(&bitmap[gid / 32], 1u << (gid % 32));
}
