//pass
//--local_size=64 --num_groups=4

// Every work-item names the same source of the broadcast (computed from the group size).
__kernel void k(__global float *A, __global float *B) {
  int t = get_local_id(0);
  int base = get_group_id(0) * 64;
  int w = get_local_size(0) * 2;
  float x = work_group_broadcast(A[base + t], w / 4);
  B[base + t] = x;
}
