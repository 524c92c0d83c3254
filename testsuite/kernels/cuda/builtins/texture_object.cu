//pass
//--blockDim=64 --gridDim=4

// Texture fetches give arbitrary values.
__global__ void k(cudaTextureObject_t tex, float *out) {
  unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
  float a = tex1Dfetch<float>(tex, i);
  float4 b = tex2D<float4>(tex, 0.5f, 0.5f);
  out[i] = a + b.x;
}
