//xfail:NOT_ALL_VERIFIED
//--blockDim=3 --gridDim=1
//possible write-read race on L\[

// The second write stores what the first already stored, so it changes nothing; the first
// did, and thread 0 may read L[2] before or after thread 2's writes.
__global__ void k(int *A) {
  __shared__ int L[3];
  int lid = threadIdx.x;
  L[lid] = lid;
  L[lid] = lid;
  A[lid] = L[2 - lid];
}
