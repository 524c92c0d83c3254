//pass
//--local_size=128 --num_groups=32 --unroll=16

#define N 256

// Work-efficient (Blelloch) exclusive scan of 2 * 128 elements per group: an up-sweep that
// builds partial sums in place, then a down-sweep. In every step the items that are active
// touch pairwise disjoint cells, which follows from offset * d == N / 2.
__kernel void scan(__global const int *in, __global int *out) {
  __local int temp[N];
  unsigned t = get_local_id(0);
  unsigned base = get_group_id(0) * N;
  temp[2 * t] = in[base + 2 * t];
  temp[2 * t + 1] = in[base + 2 * t + 1];
  unsigned offset = 1;
  for (unsigned d = N >> 1;
       __invariant(__is_pow2(d)), __invariant(__is_pow2(offset)),
       __invariant(d <= N / 2), __invariant(offset <= N),
       __invariant(d == 0 || d * offset == N / 2),
       d > 0;
       d >>= 1) {
    barrier(CLK_LOCAL_MEM_FENCE);
    if (t < d) {
      unsigned ai = offset * (2 * t + 1) - 1;
      unsigned bi = offset * (2 * t + 2) - 1;
      temp[bi] += temp[ai];
    }
    offset *= 2;
  }
  if (t == 0)
    temp[N - 1] = 0;
  for (unsigned d = 1;
       __invariant(__is_pow2(d)), __invariant(__is_pow2(offset)),
       __invariant(d <= N), __invariant(offset <= N),
       __invariant(d * offset == N),
       d < N;
       d *= 2) {
    offset >>= 1;
    barrier(CLK_LOCAL_MEM_FENCE);
    if (t < d) {
      unsigned ai = offset * (2 * t + 1) - 1;
      unsigned bi = offset * (2 * t + 2) - 1;
      int x = temp[ai];
      temp[ai] = temp[bi];
      temp[bi] += x;
    }
  }
  barrier(CLK_LOCAL_MEM_FENCE);
  out[base + 2 * t] = temp[2 * t];
  out[base + 2 * t + 1] = temp[2 * t + 1];
}
