//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=1
//possible write-write race on A\[

// Without a precondition on n the two ranges may overlap.
__kernel void two_ranges(__global int *A, int n) {
  size_t t = get_local_id(0);
  A[t] = 1;
  A[n + t] = 2;
}
