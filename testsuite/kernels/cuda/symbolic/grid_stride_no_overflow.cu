//pass
//--backend=smt2 --assume-no-overflow
//assuming no integer arithmetic wraps around
//
// A grid-stride loop with no launch sizes: thread g visits g, g + T, g + 2T, .. for the
// symbolic T = blockDim.x * gridDim.x. Without wrap-around those are g's own elements: the
// sum of the steps is a multiple of T, so an offset fixes g as the offset modulo T.

__global__ void saxpy(int n, float a, const float *x, float *y) {
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += blockDim.x * gridDim.x)
    y[i] = a * x[i] + y[i];
}
