//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=2
//possible write-write race on s\[
//
// The twin of vec_step.cl: the stride is vec_step(int), which is 1, so work item l's second
// write lands on the cell of item l+1's first.

__kernel void k(__global int *out) {
  __local int s[64 * vec_step(int2)];
  int l = get_local_id(0);
  s[l * vec_step(int)] = l;
  s[l * vec_step(int) + 1] = l;
  barrier(CLK_LOCAL_MEM_FENCE);
  out[get_global_id(0)] = s[127 - l];
}
