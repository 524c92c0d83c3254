//xfail:NOT_ALL_VERIFIED
//--blockDim=128 --gridDim=1
//error: barrier 1 may be recycled unsafely: which threads meet in its generations depends on the order of arrival

// Four warps meet at a barrier counting two warps: two generations form, and which warps pair
// up depends on the order in which they arrive. Warp 0 may leave with warp 2 while warp 1 has
// not yet written the element warp 0 reads.
__global__ void pairing_by_arrival(int *out) {
  __shared__ int s[128];
  int t = threadIdx.x;
  s[t] = t;
  asm volatile("bar.sync 1, 64;" ::: "memory");
  out[t] = s[t ^ 32];
}
