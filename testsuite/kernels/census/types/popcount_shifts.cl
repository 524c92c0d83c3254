//pass
//--local_size=256 --num_groups=64

// Count set bits with shifts and masks.
__kernel void bits(__global const uint *in, __global uint *out) {
  size_t i = get_global_id(0);
  uint x = in[i];
  uint c = 0;
  for (int b = 0; __invariant(b >= 0), __invariant(b <= 32), __invariant(c <= b), b < 32; b++) {
    c += (x >> b) & 1u;
  }
  __assert(c <= 32);
  out[i] = c;
}
