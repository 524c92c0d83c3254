//pass
//--local_size=64 --num_groups=2 --unroll=8

// i takes the values 1, 3 and 9: the offsets of one thread are never another's. An invariant
// only bounds i (1 <= i < 27), which is not enough; unrolling the three iterations is exact.
__kernel void k(__global int *A) {
  for (int i = 1; i < 27; i *= 3) {
    A[get_global_id(0) * 10 + i] = i;
  }
}
