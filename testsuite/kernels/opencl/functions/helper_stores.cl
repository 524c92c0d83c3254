//pass
//--local_size=64 --num_groups=8

// The helper writes through a pointer parameter; each call site passes a distinct index.
void store_pair(__global int *dst, size_t i, int a, int b) {
  dst[2 * i] = a;
  dst[2 * i + 1] = b;
}

__kernel void unpack(__global const int *in, __global int *out) {
  size_t gid = get_global_id(0);
  int v = in[gid];
  store_pair(out, gid, v & 0xffff, v >> 16);
}
