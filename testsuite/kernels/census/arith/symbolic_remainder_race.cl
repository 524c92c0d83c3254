//xfail:NOT_ALL_VERIFIED
//--local_size=128 --num_groups=1
//possible write-write race on A\[

/* Remainder by a symbolic divisor smaller than the group folds items together. */
__kernel void fold(__global uint *A, uint n) {
  __requires(n > 0 && n <= 64);
  uint i = get_local_id(0);
  A[i % n] = i;
}
