//pass
//--backend=smt2
//for every launch size
//
// Thread g swaps a[g] with a[n-1-g] for g < n/2: the two halves are disjoint, so no element is
// touched by two threads. Proved in seconds because each thread's global id is one named value
// in the formula (the products it is made of are decided only where they matter).

__global__ void k(int *a, unsigned n) {
  unsigned g = blockIdx.x * blockDim.x + threadIdx.x;
  if (g < n / 2) {
    int t = a[g];
    a[g] = a[n - 1 - g];
    a[n - 1 - g] = t;
  }
}
