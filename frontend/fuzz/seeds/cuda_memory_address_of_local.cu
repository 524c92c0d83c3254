//pass
//--blockDim=64 --gridDim=4

// Helpers that return results through pointers to locals.
__device__ void minmax(const float *a, int n, float *lo, float *hi) {
  *lo = a[0];
  *hi = a[0];
  for (int k = 1; k < n; k++) {
    if (a[k] < *lo) *lo = a[k];
    if (a[k] > *hi) *hi = a[k];
  }
}

__global__ void range(const float *in, float *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  float lo, hi;
  minmax(in + i * n, n, &lo, &hi);
  out[i] = hi - lo;
}
