//xfail:NOT_ALL_VERIFIED
//--backend=smt2
//possible (write-write|write-read|read-write) race on a
//
// The twin of reverse_in_place.cu: with g <= n/2, for even n thread n/2 swaps a[n/2] with
// a[n/2-1], which thread n/2-1 swaps too.

__global__ void k(int *a, unsigned n) {
  unsigned g = blockIdx.x * blockDim.x + threadIdx.x;
  if (g <= n / 2) {
    int t = a[g];
    a[g] = a[n - 1 - g];
    a[n - 1 - g] = t;
  }
}
