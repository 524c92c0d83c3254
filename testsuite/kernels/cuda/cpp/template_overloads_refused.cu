//xfail:UNSUPPORTED
//--blockDim=32 --gridDim=1
//unsupported: call of overloaded function template 'pick'
//
// Two function templates of one name that both take the call's arguments: C++ orders them
// by partial ordering, which kcc does not implement, so it refuses the call.

template <typename T> __device__ int pick(T a, T b) { return (int)b; }
template <typename T, typename U> __device__ int pick(T a, U b) { return (int)b / 2; }

__global__ void place(int *out) {
  int t = threadIdx.x;
  out[pick(1u, t)] = t;
}
