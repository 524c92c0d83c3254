//pass
//--local_size=64 --num_groups=64

// The sum of three unsigned values that do not overflow is at least each of them.
__kernel void k(unsigned x, unsigned y, unsigned z) {
  __requires(__add_noovfl(x, y, z));
  unsigned w = x + y + z;
  __assert(w >= x && w >= y && w >= z);
  unsigned v = __add_noovfl_unsigned_int(x, y);
  __assert(v >= x);
}
