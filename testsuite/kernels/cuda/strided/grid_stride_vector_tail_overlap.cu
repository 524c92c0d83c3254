//xfail:NOT_ALL_VERIFIED
//--blockDim=128 --gridDim=8
//possible write-(read|write) race on y\[409[5-8]\]
//

// The tail starts five elements early, on the last float4 of another thread's loop.
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
  if (i < n - nv * 4 + 5) {
    int t = nv * 4 - 5 + i;
    y[t] = a * x[t] + y[t];
  }
}
