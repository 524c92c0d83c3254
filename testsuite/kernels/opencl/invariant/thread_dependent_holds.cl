//pass
//--local_size=32 --num_groups=2

// The invariant mentions the work item's own id and a loop-carried offset.
__kernel void k(__global int *A, unsigned steps) {
  unsigned lid = get_local_id(0);
  unsigned pos = lid;
  for (unsigned s = 0; __invariant(pos == lid + 32 * s), s < steps; s++) {
    pos += 32;
  }
  A[get_global_id(0)] = pos - 32 * steps;
}
