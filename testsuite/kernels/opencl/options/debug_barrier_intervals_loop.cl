//pass
//--local_size=64 --num_groups=1 --debug
//Found 2 barrier interval\(s\) in \$k

// A loop that may run no iteration does not make its barriers unconditional from the start:
// the intervals are the whole kernel and the stretch between the two barriers of the body.
// A barrier fencing only global memory starts no interval.
__kernel void k(__local int *p, __global int *a, int n) {
  int t = get_local_id(0);
  for (int i = 0; i < n; i++) {
    barrier(CLK_LOCAL_MEM_FENCE);
    p[t] = t + i;
    barrier(CLK_LOCAL_MEM_FENCE);
    a[t] = p[63 - t];
    barrier(CLK_GLOBAL_MEM_FENCE);
  }
}
