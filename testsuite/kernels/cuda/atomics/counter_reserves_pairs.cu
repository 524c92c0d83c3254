//pass
//--blockDim=64 --gridDim=4

// Each thread reserves two slots of an output list with one atomicAdd of 2 and fills both:
// the counter only ever steps by 2, so two threads' reservations never overlap.
__global__ void emit_pairs(unsigned *count, float *list, const float *in) {
  unsigned t = blockIdx.x * blockDim.x + threadIdx.x;
  unsigned slot = atomicAdd(count, 2u);
  list[slot] = in[t];
  list[slot + 1] = -in[t];
}
