//pass
//--local_size=16 --num_groups=8 --omit-infer=accessBreak --omit-infer=accessLowerBoundBlock --omit-infer=accessUpperBoundBlock

// Each group copies its own chunk of 64 elements with a block-stride loop: the chunks of
// different groups are disjoint. The per-block bound rules would prove it too; without them
// the chunk bounds come from accessedOffsetInRangeCTimesGid (and loopCounterIsStrided).
__kernel void copy_chunks(__global const int *in, __global int *out) {
  unsigned gid = get_group_id(0);
  for (unsigned i = get_local_id(0); i < 64; i += 16) {
    out[i + 64 * gid] = in[i + 64 * gid];
  }
}
