//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=2
//possible write-write race on out\[0\]

// x is never written: each thread may hold a different value, so the stores race even with
// benign-race tolerance.
__kernel void k(__global int *out) {
  int x;
  out[0] = x;
}
