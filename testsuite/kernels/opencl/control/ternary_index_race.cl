//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=1
//possible write-write race on A\[

// Items t and t + 32 fold onto the same element with different values.
__kernel void fold(__global int *A) {
  size_t t = get_local_id(0);
  A[t < 32 ? t : t - 32] = t;
}
