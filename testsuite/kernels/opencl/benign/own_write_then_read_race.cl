//xfail:NOT_ALL_VERIFIED
//--local_size=2 --num_groups=2
//possible (write-read|read-write|write-write) race on flag\[0\]
//
// The twin of own_write_then_read.cl where each group writes its own number: what a reader
// sees depends on the other group's timing.

__kernel void publish_flag(__global int *flag, __global int *out) {
  flag[0] = get_group_id(0);
  barrier(CLK_GLOBAL_MEM_FENCE);
  out[get_global_id(0)] = flag[0];
}
