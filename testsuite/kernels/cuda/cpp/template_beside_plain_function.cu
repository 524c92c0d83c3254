//pass
//--blockDim=32 --gridDim=1
//
// A function template beside a plain function of the same name: `slot<int>(t)` names the
// template; `slot(t)` with an `int` calls the plain function (exact, preferred on a tie);
// `slot(u)` with an `unsigned` instantiates the template, which fits exactly where the plain
// function needs a conversion.

template <typename T> __device__ int slot(T v) { return (int)v + 32; }
__device__ int slot(int v) { return v; }

__global__ void place(int *out) {
  int t = threadIdx.x;
  unsigned u = threadIdx.x;
  out[slot(t)] = 1;
  out[slot<int>(t) + 32] = 2;
  out[slot(u) + 64] = 3;
}
