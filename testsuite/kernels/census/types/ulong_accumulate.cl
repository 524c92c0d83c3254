//pass
//--local_size=128 --num_groups=32

#define PER 32

// 64-bit accumulation of 32-bit values to avoid overflow.
__kernel void wide_sum(__global const uint *in, __global ulong *out) {
  size_t gid = get_global_id(0);
  ulong acc = 0;
  for (uint k = 0; __invariant(k <= PER), k < PER; k++)
    acc += (ulong)in[gid * PER + k];
  out[gid] = acc;
}
