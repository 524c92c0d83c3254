//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=4
//error: possible write-write race on out\[

// As texture_typedef.cu, but every block writes the same 64 elements.
typedef texture<float, 1, cudaReadModeElementType> FloatTex;
FloatTex texA;

__global__ void k(float *out) {
  out[threadIdx.x] = tex1Dfetch(texA, blockIdx.x * blockDim.x + threadIdx.x);
}
