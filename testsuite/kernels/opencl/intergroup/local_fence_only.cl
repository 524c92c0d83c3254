//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=4
//possible write-read race on A\[

// Same as a block-local exchange, but the barrier only fences local memory, so the global
// accesses on either side of it are not ordered.
__kernel void own_block(__global int *A, __global int *out, __global const int *in) {
  size_t lid = get_local_id(0);
  size_t base = get_group_id(0) * get_local_size(0);
  A[base + lid] = in[base + lid] + 1;
  barrier(CLK_LOCAL_MEM_FENCE);
  out[base + lid] = A[base + (lid + 1) % 64];
}
