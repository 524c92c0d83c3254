//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=4
//this assertion might not hold

// The mask starts at 2: it is one bit ahead of the counter.
__kernel void k(__global unsigned *A) {
  unsigned gid = get_global_id(0);
  unsigned m = 2;
  for (unsigned b = 0; b < 8; b++, m <<= 1) {
    __assert(m == (1u << b));
    A[gid * 8 + b] = m;
  }
}
