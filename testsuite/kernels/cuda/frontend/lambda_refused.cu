//xfail:UNSUPPORTED
//--blockDim=64 --gridDim=2
//lambda_refused.cu:10:12: error: unsupported: lambda expression
//
// kcc does not model C++ lambdas; a kernel that uses one is refused by name rather than
// reported as a syntax error (a subscript after an operand is still a subscript).

__global__ void k(int *x) {
  int a[4] = {1, 2, 3, 4};
  auto f = [](int v) { return v * 3 + 1; };
  x[blockIdx.x * blockDim.x + threadIdx.x] = f(a[threadIdx.x & 3]);
}
