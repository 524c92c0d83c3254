//xfail:NOT_ALL_VERIFIED
//--local_size=16 --num_groups=4
//barrier may be reached by non-uniform control flow
//note: confirmed by execution

// Only the items below the threshold reach the barrier.
__kernel void partial(__global int *data, int threshold) {
  if (get_local_id(0) < threshold) {
    data[get_global_id(0)] = 0;
    barrier(CLK_GLOBAL_MEM_FENCE);
  }
}
