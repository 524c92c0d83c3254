//xfail:NOT_ALL_VERIFIED
//--blockDim=128 --gridDim=4
//possible write-read race on smem\[

// The int array starts one float short of the end of the float array: the last thread's
// float overlaps the first thread's flag.
extern __shared__ char smem[];

__global__ void carve(float *out) {
  float *vals = (float *)smem;
  int *flags = (int *)&vals[blockDim.x - 1];
  int t = threadIdx.x;
  vals[t] = (float)t;
  int f = flags[t];
  out[blockIdx.x * blockDim.x + t] = (float)f;
}
