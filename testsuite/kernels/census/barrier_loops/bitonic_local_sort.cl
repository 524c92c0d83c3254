//pass
//--local_size=256 --num_groups=32

#define N 256

// Bitonic sort of 256 keys per group in local memory. In each step the pair (t, t ^ j) is
// handled only by its smaller index, so the compare-exchanges of a step touch disjoint cells.
__kernel void bitonic(__global int *keys) {
  __local int s[N];
  unsigned t = get_local_id(0);
  unsigned base = get_group_id(0) * N;
  s[t] = keys[base + t];
  barrier(CLK_LOCAL_MEM_FENCE);
  for (unsigned k = 2; __invariant(k <= 2 * N), k <= N; k <<= 1) {
    for (unsigned j = k >> 1; j > 0; j >>= 1) {
      unsigned p = t ^ j;
      if (p > t) {
        int a = s[t], b = s[p];
        bool up = (t & k) == 0;
        if ((a > b) == up) {
          s[t] = b;
          s[p] = a;
        }
      }
      barrier(CLK_LOCAL_MEM_FENCE);
    }
  }
  keys[base + t] = s[t];
}
