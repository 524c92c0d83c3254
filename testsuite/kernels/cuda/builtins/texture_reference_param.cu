//pass
//--blockDim=64 --gridDim=4

texture<float, 1, cudaReadModeElementType> texA;
texture<int2, 1, cudaReadModeElementType> texD;
surface<void, 2> surf;

// Texture references passed to helpers by name (as SHOC's fetch_double does); fetches through
// the parameter have the parameter's element type.
static __device__ double fetch_double(texture<int2, 1> t, int i) {
  int2 v = tex1Dfetch(t, i);
  return __hiloint2double(v.y, v.x);
}

__device__ float fetch(texture<float, 1, cudaReadModeElementType> t, int i) {
  return tex1Dfetch(t, i);
}

__global__ void k(float *out, double *outd) {
  unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
  out[i] = fetch(texA, i);
  outd[i] = fetch_double(texD, i);
  surf2Dwrite(out[i], surf, i * 4, 0);
}
