//xfail:UNSUPPORTED
//--blockDim=32 --gridDim=1
//unsupported: template parameter 'T' of 'larger' deduced as both
//
// `larger(u, t)` deduces `T` as `unsigned int` from one argument and `int` from the other:
// C++ rejects the call; kcc refuses it rather than pick one.

template <typename T> __device__ T larger(T a, T b) { return a > b ? a : b; }

__global__ void place(int *out) {
  unsigned u = threadIdx.x;
  int t = threadIdx.x;
  out[larger(u, t)] = t;
}
