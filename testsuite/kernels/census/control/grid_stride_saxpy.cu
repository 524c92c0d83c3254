//pass
//--blockDim=256 --gridDim=128

// Grid-stride SAXPY for any n.
__global__ void saxpy(unsigned n, float a, const float *x, float *y) {
  for (unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
       __invariant(i % (blockDim.x * gridDim.x) == blockIdx.x * blockDim.x + threadIdx.x),
       i < n;
       i += blockDim.x * gridDim.x)
    y[i] = a * x[i] + y[i];
}
