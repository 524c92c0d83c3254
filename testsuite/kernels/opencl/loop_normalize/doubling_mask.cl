//pass
//--local_size=64 --num_groups=4

// A doubling mask beside a unit counter: both follow the iteration count (loopNormalized:
// `m == m0 << k`, `b == b0 + k`).
__kernel void k(__global unsigned *A) {
  unsigned gid = get_global_id(0);
  unsigned m = 1;
  for (unsigned b = 0; b < 8; b++, m <<= 1) {
    __assert(m == (1u << b));
    A[gid * 8 + b] = m;
  }
}
