//pass
//--local_size=64 --num_groups=8

// Per-group histogram in local memory with atomics, then one item per bin publishes it.
__kernel void histogram(__global const unsigned *in, __global unsigned *bins) {
  __local unsigned hist[16];
  unsigned lid = get_local_id(0);
  if (lid < 16)
    hist[lid] = 0;
  barrier(CLK_LOCAL_MEM_FENCE);
  atomic_inc(&hist[in[get_global_id(0)] % 16]);
  barrier(CLK_LOCAL_MEM_FENCE);
  if (lid < 16)
    atomic_add(&bins[lid], hist[lid]);
}
