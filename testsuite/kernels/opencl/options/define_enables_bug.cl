//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=4 -DBUGGY
//possible write-read race on L\[

__kernel void rotate(__global int *A) {
  __local int L[64];
  size_t lid = get_local_id(0);
  L[lid] = A[get_global_id(0)];
#ifndef BUGGY
  barrier(CLK_LOCAL_MEM_FENCE);
#endif
  A[get_global_id(0)] = L[(lid + 1) % 64];
}
