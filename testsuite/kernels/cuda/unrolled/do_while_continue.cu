//pass
//--blockDim=64 --gridDim=2 --unroll=16

// A do-while whose body skips one step with `continue`: the test comes last, after the step.
// Thread t writes out[4t+1], out[4t+2] and out[4t+4].
__global__ void fill(int *out) {
  int t = blockIdx.x * blockDim.x + threadIdx.x;
  int i = 0;
  do {
    i++;
    if (i == 3)
      continue;
    out[t * 4 + i] = i;
  } while (i < 4);
}
