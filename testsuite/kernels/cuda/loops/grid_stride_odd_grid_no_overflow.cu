//pass
//--backend=smt2 --assume-no-overflow --blockDim=96 --gridDim=3
//
// A grid-stride loop whose stride (288) is not a power of two: without wrap-around each
// thread keeps to the elements congruent to its global id.

__global__ void clamp(int n, float lo, float *v) {
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += blockDim.x * gridDim.x)
    v[i] = v[i] < lo ? lo : v[i];
}
