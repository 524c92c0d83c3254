//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=1
//possible write-write race on buf\[([0-9]|[1-5][0-9]|6[0-3])\]:
//note: confirmed by execution

// A view on a shared buffer, published through shared memory by thread 0, folds the block
// onto its first half: threads t and t + 32 write one element.
struct View { float *base; int len; };

__global__ void fold(float *out) {
  __shared__ float buf[64];
  __shared__ View v;
  if (threadIdx.x == 0) {
    v.base = buf;
    v.len = 32;
  }
  __syncthreads();
  int t = threadIdx.x;
  v.base[t % v.len] = t;
  __syncthreads();
  out[t] = buf[t];
}
