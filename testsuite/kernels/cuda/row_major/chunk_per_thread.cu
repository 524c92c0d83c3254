//pass
//--backend=smt2 --blockDim=128 --gridDim=64

// Each thread owns a chunk of symbolic length: the row of every offset it logs in the loop
// is its own global id.
__global__ void triple(int *out, const int *in, unsigned chunk) {
  __requires(chunk <= 1024);
  unsigned g = blockIdx.x * blockDim.x + threadIdx.x;
  for (unsigned j = 0; j < chunk; j++) {
    out[g * chunk + j] = 3 * in[g * chunk + j];
  }
}
