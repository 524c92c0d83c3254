//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=2 --unroll=16
//possible write-write race on out\[

// The do-while runs once more than its twin (i reaches 5): thread t writes out[4t+5], which
// thread t+1 writes as its first element.
__global__ void fill(int *out) {
  int t = blockIdx.x * blockDim.x + threadIdx.x;
  int i = 0;
  do {
    i++;
    if (i == 3)
      continue;
    out[t * 4 + i] = i;
  } while (i < 5);
}
