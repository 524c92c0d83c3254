//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=2
//possible write-write race on A
//from external source location

void fill(__global int *p);

// fill may write anything through p: every thread calls it on the same array.
__kernel void k(__global int *A) {
  fill(A);
}
