//pass
//--local_size=64 --num_groups=16

// Reverse the order of elements inside each chunk of 32 with bit operations: a permutation.
__kernel void reverse32(__global const int *in, __global int *out) {
  unsigned gid = get_global_id(0);
  unsigned dst = (gid & ~31u) | (31u - (gid & 31u));
  out[dst] = in[gid];
}
