//pass
//--blockDim=64 --gridDim=256

__device__ float sq(float x) { return x * x; }
__device__ int sq(int x) { return x * x; }

// Overloaded device functions resolved by argument type.
__global__ void squares(const float *f, const int *n, float *fo, int *no) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  fo[i] = sq(f[i]);
  no[i] = sq(n[i] & 0xFF);
}
