//pass
//--local_size=64 --num_groups=4

// Group-wide maximum with atomic_max on a local word, published by item 0.
__kernel void group_max(__global const int *in, __global int *out) {
  __local int best;
  if (get_local_id(0) == 0)
    best = -2147483647 - 1;
  barrier(CLK_LOCAL_MEM_FENCE);
  atomic_max(&best, in[get_global_id(0)]);
  barrier(CLK_LOCAL_MEM_FENCE);
  if (get_local_id(0) == 0)
    out[get_group_id(0)] = best;
}
