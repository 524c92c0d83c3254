//pass
//--blockDim=128 --gridDim=1

// Warps 0 and 1 meet at barrier 1 first; warps 2 and 3 reach it only after barrier 2, which
// warps 0 and 1 arrive at once they have passed barrier 1. The generations of barrier 1 are
// the same whatever the order of arrival, and warp 0 reads what warp 1 wrote before it.
__global__ void pairing_ordered(int *out) {
  __shared__ int s[128];
  int t = threadIdx.x;
  s[t] = t;
  if (t < 64) {
    asm volatile("bar.sync 1, 64;" ::: "memory");
    out[t] = s[t ^ 32];
    asm volatile("bar.arrive 2, 128;" ::: "memory");
  } else {
    asm volatile("bar.sync 2, 128;" ::: "memory");
    asm volatile("bar.sync 1, 64;" ::: "memory");
    out[t] = s[t ^ 32];
  }
}
