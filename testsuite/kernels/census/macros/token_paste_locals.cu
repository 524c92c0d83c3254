//pass
//--blockDim=256 --gridDim=64

#define LOAD(n) float v##n = in[base + (n) * 256 + threadIdx.x]
#define STORE(n) out[base + (n) * 256 + threadIdx.x] = v##n * scale

// Manually unrolled copy of four coalesced elements per thread, with pasted variable names.
__global__ void scale4(const float *in, float *out, float scale) {
  unsigned base = blockIdx.x * 1024;
  LOAD(0);
  LOAD(1);
  LOAD(2);
  LOAD(3);
  STORE(0);
  STORE(1);
  STORE(2);
  STORE(3);
}
