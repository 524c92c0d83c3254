//xfail:CLANG_ERROR
//--blockDim=32 --gridDim=1
//kernel template 'k' is never instantiated

template <typename T>
__global__ void k(T *a) { a[threadIdx.x] = 0; }
