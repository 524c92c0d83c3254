//pass
//--blockDim=128 --gridDim=4

// The dynamic shared memory idiom: one extern char array carved into a float and an int
// array through typed pointers.
extern __shared__ char smem[];

__global__ void carve(float *out, int n) {
  float *vals = (float *)smem;
  int *flags = (int *)&vals[blockDim.x];
  int t = threadIdx.x;
  vals[t] = (float)t;
  flags[t] = t & 1;
  __syncthreads();
  int o = (t + 1) % blockDim.x;
  out[blockIdx.x * blockDim.x + t] = flags[o] ? vals[o] : 0.0f;
}
