//pass
//
//for every launch size
//
// Each block writes its own segment of n elements, n at most the block size: the threads past
// the segment return early. The segments of different blocks do not overlap and, as the launch
// has fewer than 2^32 threads, blockIdx.x * n + tid does not wrap.

__global__ void k(unsigned *out, unsigned n) {
  __requires(n <= blockDim.x);
  unsigned tid = threadIdx.x;
  if (tid >= n) return;
  out[blockIdx.x * n + tid] = tid;
}
