//pass
//--blockDim=64 --gridDim=2

// A static member function of an explicit specialization replaces the template's, which
// would halve the index.
template <typename T> struct Slot { static __device__ int of(int t) { return t / 2; } };
template <> struct Slot<float> { static __device__ int of(int t) { return t; } };
__global__ void k(float *out) { out[Slot<float>::of(blockIdx.x * blockDim.x + threadIdx.x)] = threadIdx.x; }
