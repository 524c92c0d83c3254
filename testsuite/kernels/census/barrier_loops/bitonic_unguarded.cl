//xfail:NOT_ALL_VERIFIED
//--local_size=256 --num_groups=32
//race on s\[

#define N 256

// The "p > t" guard is missing: both items of a pair exchange the same two cells.
__kernel void bitonic(__global int *keys) {
  __local int s[N];
  unsigned t = get_local_id(0);
  unsigned base = get_group_id(0) * N;
  s[t] = keys[base + t];
  barrier(CLK_LOCAL_MEM_FENCE);
  for (unsigned k = 2; k <= N; k <<= 1) {
    for (unsigned j = k >> 1; j > 0; j >>= 1) {
      unsigned p = t ^ j;
      int a = s[t], b = s[p];
      bool up = (t & k) == 0;
      if ((a > b) == up) {
        s[t] = b;
        s[p] = a;
      }
      barrier(CLK_LOCAL_MEM_FENCE);
    }
  }
  keys[base + t] = s[t];
}
