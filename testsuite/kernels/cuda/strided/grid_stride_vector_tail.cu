//pass
//--blockDim=128 --gridDim=8

// A grid-stride loop over float4 elements, then a scalar tail: the loop stays below element
// 4 * (n / 4), where the tail threads start.
__global__ void axpy4(float a, const float *x, float *y, int n) {
  __requires(n == 4102);
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  int nv = n / 4;
  const float4 *x4 = reinterpret_cast<const float4 *>(x);
  float4 *y4 = reinterpret_cast<float4 *>(y);
  for (int k = i; k < nv; k += blockDim.x * gridDim.x) {
    float4 xv = x4[k], yv = y4[k];
    y4[k] = make_float4(a * xv.x + yv.x, a * xv.y + yv.y, a * xv.z + yv.z, a * xv.w + yv.w);
  }
  if (i < n - nv * 4) {
    int t = nv * 4 + i;
    y[t] = a * x[t] + y[t];
  }
}
