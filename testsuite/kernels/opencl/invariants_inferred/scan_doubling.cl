//pass
//--local_size=64 --num_groups=4

// Hillis-Steele inclusive scan in local memory: the offset doubles each step, and each step
// reads a neighbour, waits, then updates its own element (candidates: pow2, pow2NotZero,
// noread, nowrite).
__kernel void scan(__global int *data) {
  __local int L[64];
  unsigned lid = get_local_id(0);
  L[lid] = data[get_global_id(0)];
  barrier(CLK_LOCAL_MEM_FENCE);
  for (unsigned offset = 1; offset < 64; offset *= 2) {
    int t = 0;
    if (lid >= offset)
      t = L[lid - offset];
    barrier(CLK_LOCAL_MEM_FENCE);
    L[lid] += t;
    barrier(CLK_LOCAL_MEM_FENCE);
  }
  data[get_global_id(0)] = L[lid];
}
