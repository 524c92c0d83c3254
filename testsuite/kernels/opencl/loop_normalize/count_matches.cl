//pass
//--local_size=64 --num_groups=4

// A count that grows by at most one per step stays below the number of steps (candidates:
// loopNormalized `c - c0 <= k`, `j == j0 + k`, `j <= 8`).
__kernel void k(__global const int *in, __global unsigned *out) {
  unsigned gid = get_global_id(0);
  unsigned c = 0;
  for (unsigned j = 0; j < 8; j++) {
    if (in[gid * 8 + j] != 0)
      c++;
  }
  __assert(c <= 8);
  out[gid] = c;
}
