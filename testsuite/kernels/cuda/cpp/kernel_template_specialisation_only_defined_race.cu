//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=1
//possible write-write race on a\[0\]

// An explicit specialisation of a kernel template is a kernel of its own, verified even
// when only another instance is instantiated.
template <int N> __global__ void k(int *a) { a[threadIdx.x] = N; }
template <> __global__ void k<1>(int *a) { a[0] = threadIdx.x; }
template __global__ void k<2>(int *);
