//pass
//--local_size=128 --num_groups=32

// One work item per group publishes a per-group value.
__kernel void per_group(__global const int *in, __global int *out) {
  __local int first;
  if (get_local_id(0) == 0)
    first = in[get_group_id(0) * get_local_size(0)];
  barrier(CLK_LOCAL_MEM_FENCE);
  if (get_local_id(0) == 0)
    out[get_group_id(0)] = first + 1;
}
