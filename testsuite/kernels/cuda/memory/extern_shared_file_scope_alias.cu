//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=2
//possible write-read race on
//
// The twin of extern_shared_file_scope.cu without the barrier: what a thread writes
// through one name its neighbour reads through the other, one memory.

extern __shared__ float front[];
extern __shared__ float back[];

__global__ void halves(float *out) {
  unsigned t = threadIdx.x;
  front[t] = 1.0f;
  out[blockIdx.x * 64 + t] = back[(t + 1) % 64];
}
