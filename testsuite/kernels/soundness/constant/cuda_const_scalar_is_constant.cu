//pass
//--blockDim=32 --gridDim=2

// A `const` scalar is a compile-time constant, which the host cannot change.
const int stride = 64;

__global__ void k(int *out) {
  out[(blockIdx.x * blockDim.x + threadIdx.x) * stride] = threadIdx.x;
}
