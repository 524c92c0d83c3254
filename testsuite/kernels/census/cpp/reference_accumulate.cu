//pass
//--blockDim=256 --gridDim=32

// Accumulation through a reference parameter.
__device__ void accumulate(float &acc, const float *p, int i) {
  acc += p[i];
}

__global__ void sum3(const float *a, const float *b, const float *c, float *out) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  float acc = 0.0f;
  accumulate(acc, a, i);
  accumulate(acc, b, i);
  accumulate(acc, c, i);
  out[i] = acc;
}
