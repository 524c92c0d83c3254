//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=4 --k-induction-depth=2
//possible (write-read|read-write) race on s\[
//confirmed by execution

/* The same reduction without the barrier in the loop: a real race, shown by an execution. */
__kernel void reduce(__global const int *in, __global int *out) {
  __local int s[64];
  unsigned t = get_local_id(0);
  s[t] = in[get_global_id(0)];
  barrier(CLK_LOCAL_MEM_FENCE);
  for (unsigned d = 32; d > 0; d >>= 1) {
    if (t < d)
      s[t] += s[t + d];
  }
  if (t == 0)
    out[get_group_id(0)] = s[0];
}
