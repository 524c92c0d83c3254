//pass
//--blockDim=128 --gridDim=64

__device__ float scale(float x, float k = 2.0f) { return k * x; }

// A device function with a default argument, called both ways.
__global__ void scale_both(const float *in, float *a, float *b, float k) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  a[i] = scale(in[i]);
  b[i] = scale(in[i], k);
}
