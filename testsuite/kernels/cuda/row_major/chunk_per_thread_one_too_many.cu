//xfail:NOT_ALL_VERIFIED
//--backend=smt2 --blockDim=128 --gridDim=64
//possible write-write race on out\[
//
// The loop runs one step past the chunk, into the next thread's first element.
__global__ void triple(int *out, const int *in, unsigned chunk) {
  __requires(chunk <= 1024);
  unsigned g = blockIdx.x * blockDim.x + threadIdx.x;
  for (unsigned j = 0; j <= chunk; j++) {
    out[g * chunk + j] = 3 * in[g * chunk + j];
  }
}
