//pass
//--blockDim=64 --gridDim=2 --unroll=16

// The loop's test reads the counter before its increment (`while (i++ < 4)`): the body sees
// i = 1..4, so thread t writes out[4t+1..4t+4], a range of its own.
__global__ void fill(int *out) {
  int t = blockIdx.x * blockDim.x + threadIdx.x;
  int i = 0;
  while (i++ < 4)
    out[t * 4 + i] = i;
}
