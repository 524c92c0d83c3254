//xfail:NOT_ALL_VERIFIED
//--blockDim=128 --gridDim=32
//race on data\[

#define SEG 1024

// The segment base uses half the segment length: neighbouring blocks update the same elements.
__global__ void bump_segments(int *data) {
  unsigned i = threadIdx.x;
  unsigned base = blockIdx.x * (SEG / 2);
  do {
    __invariant(i % 128 == threadIdx.x);
    __invariant(i < SEG);
    data[base + i] += 1;
    i += blockDim.x;
  } while (i < SEG);
}
