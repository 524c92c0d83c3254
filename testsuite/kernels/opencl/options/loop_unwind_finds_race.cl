//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=1 --loop-unwind=2
//possible (write-write|read-write|write-read) race on A\[

/* The second iteration writes the neighbour's first element. */
__kernel void k(__global int *A) {
  for (int i = 0; i < 4; i++) {
    A[get_local_id(0) + i] = i;
  }
}
