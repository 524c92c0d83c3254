//pass
//--blockDim=128 --gridDim=32

#define SEG 1024

// Each block clears its own SEG-element segment; the do-while carries its invariants as the
// first statements of the body.
__global__ void clear_segments(int *data) {
  unsigned i = threadIdx.x;
  unsigned base = blockIdx.x * SEG;
  do {
    __invariant(i % 128 == threadIdx.x);
    __invariant(i < SEG);
    data[base + i] = 0;
    i += blockDim.x;
  } while (i < SEG);
}
