//pass
//--blockDim=32 --gridDim=2

extern "C" __global__ void fill(unsigned int *a, unsigned int v) {
  a[blockIdx.x * blockDim.x + threadIdx.x] = v;
}
