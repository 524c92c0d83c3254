//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=4
//possible write-write race on out\[
//

// The loop runs one element too far, onto the first tail element.
__global__ void fill(int *out, int m, int n) {
  __requires(m >= 0);
  __requires(n >= m);
  __requires(n - m <= 256);
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  for (int k = i; k <= m; k += blockDim.x * gridDim.x)
    out[k] = 2 * k;
  if (i < n - m)
    out[m + i] = -1;
}
