//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=1
//possible write-write race on A\[

/* Remainder by a symbolic power of two folds items onto the same element. */
__kernel void fold(__global uint *A, uint k) {
  __requires(k < 6);
  uint d = 1u << k;
  uint i = get_local_id(0);
  A[i % d] = i;
}
