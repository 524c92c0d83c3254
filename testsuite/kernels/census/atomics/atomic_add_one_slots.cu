//pass
//--blockDim=256 --gridDim=32

/* atomicAdd(count, 1) returns a distinct slot to every thread. */
__global__ void compact(const int *in, int *out, unsigned *count) {
  int v = in[blockIdx.x * blockDim.x + threadIdx.x];
  if (v != 0) {
    unsigned slot = atomicAdd(count, 1u);
    out[slot] = v;
  }
}
