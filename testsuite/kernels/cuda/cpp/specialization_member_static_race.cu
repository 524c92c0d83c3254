//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=2
//possible write-write race on out\[0\]

// The specialization halves the index (the template would not): threads 0 and 1 write
// element 0.
template <typename T> struct Slot { static __device__ int of(int t) { return t; } };
template <> struct Slot<float> { static __device__ int of(int t) { return t / 2; } };
__global__ void k(float *out) { out[Slot<float>::of(blockIdx.x * blockDim.x + threadIdx.x)] = threadIdx.x; }
