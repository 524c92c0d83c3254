//pass
//--local_size=64 --num_groups=8

// The branch depends on the group id: it is uniform within each work group, which is all
// that barrier uniformity requires.
__kernel void first_group_only(__global const int *in, __global int *out) {
  __local int L[64];
  size_t lid = get_local_id(0);
  if (get_group_id(0) == 0) {
    L[lid] = in[lid];
    barrier(CLK_LOCAL_MEM_FENCE);
    out[lid] = L[63 - lid];
  }
}
