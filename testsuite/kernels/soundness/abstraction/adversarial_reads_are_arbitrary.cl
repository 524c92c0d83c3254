//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=2 --adversarial-abstraction
//possible (write-write|read-write) race on A\[0\]

// Each thread writes back what it read: benign with real memory, a race when every read
// returns an arbitrary value.
__kernel void k(__global int *A) {
  A[0] = A[0];
}
