//pass
//--blockDim=128 --gridDim=256

// CUDA launch bounds and an aligned shared buffer.
__global__ void __launch_bounds__(128) shuffle_pairs(const int *in, int *out) {
  __shared__ __align__(16) int s[128];
  int t = threadIdx.x;
  s[t] = in[blockIdx.x * 128 + t];
  __syncthreads();
  out[blockIdx.x * 128 + t] = s[t ^ 1];
}
