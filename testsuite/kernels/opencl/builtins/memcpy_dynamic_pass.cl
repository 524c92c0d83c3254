//pass
//--local_size=64 --num_groups=1

// Disjoint run-time-length copies per work item.
__kernel void k(__local int *A, __global int *B, unsigned n) {
  __requires(n < 100);
  memcpy(A + 100 * get_local_id(0), B, n * sizeof(int));
}
