//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=64
//this assertion might not hold

// Without the no-overflow precondition the sum may wrap.
__kernel void k(unsigned x, unsigned y, unsigned z) {
  unsigned w = x + y + z;
  __assert(w >= x && w >= y && w >= z);
}
