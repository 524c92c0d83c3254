//pass
//--blockDim=64 --gridDim=4

// A texture reference declared through a typedef of its type fetches elements of that type.
typedef texture<float, 1, cudaReadModeElementType> FloatTex;
FloatTex texA;

__global__ void k(float *out) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  out[i] = tex1Dfetch(texA, i) * 2.0f;
}
