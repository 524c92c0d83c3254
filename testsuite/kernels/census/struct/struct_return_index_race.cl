//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=2
//possible (read-write|write-read) race on A\[

/* A helper returns a pair of indices; each item reads its own element and writes its
   right neighbour's. */
typedef struct { int lo; int hi; } Range;

Range neighbours(int i) {
  Range r;
  r.lo = i;
  r.hi = i + 1;
  return r;
}

__kernel void shift(__global int *A) {
  Range r = neighbours(get_global_id(0));
  int v = A[r.lo];
  A[r.hi] = v;
}
