//pass
//--blockDim=64 --gridDim=4

texture<float, 1, cudaReadModeElementType> tex;
texture<float4, 2, cudaReadModeElementType> tex4;

// Fetches through texture references give arbitrary values of the texture's element type.
__global__ void k(float *out, float4 *out4) {
  unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
  out[i] = tex1Dfetch(tex, i);
  out4[i] = tex2D(tex4, 0.5f, 0.5f);
}
