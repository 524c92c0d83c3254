//pass
//--local_size=64 --num_groups=1 --debug
//Found 4 barrier interval\(s\) in \$k

// --debug prints the number of barrier intervals: from the start to the first barrier, between
// consecutive barriers, from the last barrier to the end (4 here), as GPUVerify counts them.
__kernel void k(__local int *p, __global int *a) {
  int t = get_local_id(0);
  p[t] = t;
  barrier(CLK_LOCAL_MEM_FENCE);
  a[t] = p[(t + 1) % 64];
  barrier(CLK_LOCAL_MEM_FENCE);
  p[t] = 0;
  barrier(CLK_LOCAL_MEM_FENCE);
  a[t] += p[63 - t];
}
