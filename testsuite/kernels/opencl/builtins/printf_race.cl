//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=1
//possible (write-read|read-write) race on A

// The arguments of printf are evaluated: this read races with the neighbour's write.
__kernel void k(__local int *A) {
  A[get_local_id(0)] = 1;
  printf("%d\n", A[(get_local_id(0) + 1) % 64]);
}
