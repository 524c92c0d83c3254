//pass
//--blockDim=128 --gridDim=4

// Two views of the dynamic shared memory, used at disjoint offsets (values after keys).
__device__ void store_value(float v) {
  extern __shared__ float vals[];
  vals[blockDim.x + threadIdx.x] = v;
}

__global__ void pack(const int *k, const float *v, int *out, float *w) {
  extern __shared__ int keys[];
  keys[threadIdx.x] = k[blockIdx.x * blockDim.x + threadIdx.x];
  store_value(v[blockIdx.x * blockDim.x + threadIdx.x]);
  __syncthreads();
  int i = blockDim.x - 1 - threadIdx.x;
  out[blockIdx.x * blockDim.x + threadIdx.x] = keys[i];
  extern __shared__ float vals2[];
  w[blockIdx.x * blockDim.x + threadIdx.x] = vals2[blockDim.x + i];
}
