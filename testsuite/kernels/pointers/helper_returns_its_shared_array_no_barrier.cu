//xfail:NOT_ALL_VERIFIED
//--blockDim=256 --gridDim=4
//error: possible (read-write|write-read) race on buf\[

// As helper_returns_its_shared_array.cu without the barrier: a thread reads its mirror's
// element of the helper's array while the mirror thread writes it.

__device__ float *scratch() {
  __shared__ float buf[256];
  return buf;
}

__global__ void reverse(float *out) {
  float *s = scratch();
  unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
  s[threadIdx.x] = out[i];
  out[i] = scratch()[blockDim.x - 1 - threadIdx.x];
}
