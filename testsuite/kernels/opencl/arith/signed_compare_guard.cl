//pass
//--local_size=64 --num_groups=4

// d is negative for the lower half; only the upper half (d >= 0, signed) writes. Treating the
// comparison as unsigned would make the lower half write too, onto the same elements.
__kernel void upper_half(__global int *A) {
  __local int L[32];
  int lid = get_local_id(0);
  int d = lid - 32;
  if (d >= 0)
    L[d % 32] = lid;
  barrier(CLK_LOCAL_MEM_FENCE);
  if (lid < 32)
    A[get_global_id(0)] = L[lid];
}
