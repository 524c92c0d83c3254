//pass
//--local_size=64 --num_groups=4

// Reading within the work group's own block after a global-memory barrier is race-free.
__kernel void own_block(__global int *A, __global int *out, __global const int *in) {
  size_t lid = get_local_id(0);
  size_t base = get_group_id(0) * get_local_size(0);
  A[base + lid] = in[base + lid] + 1;
  barrier(CLK_GLOBAL_MEM_FENCE);
  out[base + lid] = A[base + (lid + 1) % 64];
}
