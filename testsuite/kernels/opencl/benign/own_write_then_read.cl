//pass
//--local_size=2 --num_groups=2
//
// Every work-item writes the same value to one global cell, then, after a barrier of its own
// group, reads the cell back: another group's write of that value may fall before or after
// the reader's own, and the reader sees the value either way (a benign race).

__kernel void publish_flag(__global int *flag, __global int *out) {
  flag[0] = 6;
  barrier(CLK_GLOBAL_MEM_FENCE);
  out[get_global_id(0)] = flag[0];
}
