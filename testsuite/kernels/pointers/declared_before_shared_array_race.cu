//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=2
//possible write-read race on tile\[
//
// The twin of declared_before_shared_array.cu without the barrier: a thread reads through
// the pointer what another writes.

__global__ void reverse(const float *in, float *out) {
  float *p;
  __shared__ float tile[64];
  unsigned t = threadIdx.x;
  p = tile;
  p[t] = in[blockIdx.x * 64 + t];
  out[blockIdx.x * 64 + t] = p[63 - t];
}
