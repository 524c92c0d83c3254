//xfail:NOT_ALL_VERIFIED
//--local_size=128 --num_groups=32
//postcondition might not hold on all return paths

// The contract claims a strict bound the rounding-up division does not respect.
unsigned blocks_for(unsigned n, unsigned b) {
  __requires(b > 0);
  __requires(n < 65536 && b < 65536);
  __ensures(__return_val_int() * b <= n);
  return (n + b - 1) / b;
}

__kernel void plan(__global unsigned *nblocks, __global const unsigned *sizes, unsigned b) {
  __requires(b > 0 && b < 65536);
  size_t i = get_global_id(0);
  unsigned n = sizes[i] & 0xFFFF;
  nblocks[i] = blocks_for(n, b);
}
