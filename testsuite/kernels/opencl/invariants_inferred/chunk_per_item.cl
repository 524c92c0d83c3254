//pass
//--local_size=16 --num_groups=4 --omit-infer=accessBreak

// Each item fills its own chunk of 8 local elements, then after a barrier reads a
// neighbour's chunk. accessBreak (lid == offset / 8) would prove the loop too; without it the
// chunk bounds come from accessedOffsetInRangeCTimesLid.
__kernel void chunks(__global int *out) {
  __local int L[128];
  unsigned lid = get_local_id(0);
  for (unsigned i = 0; i < 8; i++) {
    L[i + 8 * lid] = lid + i;
  }
  barrier(CLK_LOCAL_MEM_FENCE);
  out[get_global_id(0)] = L[8 * ((lid + 1) % 16)];
}
