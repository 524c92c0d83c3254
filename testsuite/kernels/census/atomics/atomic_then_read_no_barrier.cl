//xfail:NOT_ALL_VERIFIED
//--local_size=128 --num_groups=32
//possible (atomic-read|read-atomic) race on sum\[

// The group total is read by item 0 without waiting for the other items' atomic adds.
__kernel void group_total(__global const int *in, __global int *out) {
  __local int sum[1];
  unsigned lid = get_local_id(0);
  if (lid == 0)
    sum[0] = 0;
  barrier(CLK_LOCAL_MEM_FENCE);
  atomic_add(&sum[0], in[get_global_id(0)]);
  if (lid == 0)
    out[get_group_id(0)] = sum[0];
}
