//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=1
//possible write-write race on out\[

// Twin of template_default_arguments.cu: the default stride 0 sends every thread to
// element 0.
template <typename T, int STRIDE = 0> struct Strided {
  __device__ static T scale(T x) { return x * STRIDE; }
};

__global__ void k(int *out) {
  out[Strided<int>::scale(threadIdx.x)] = threadIdx.x;
}
