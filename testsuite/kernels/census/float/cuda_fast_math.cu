//pass
//--blockDim=256 --gridDim=256

// Softplus-like activation written with CUDA fast-math intrinsics.
__global__ void activate(const float *x, float *y, float beta) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  float e = __expf(beta * x[i]);
  float s = __fdividef(e, 1.0f + e);
  y[i] = __saturatef(s) * rsqrtf(1.0f + x[i] * x[i]);
}
