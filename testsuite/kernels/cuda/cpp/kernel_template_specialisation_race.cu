//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=1
//possible write-write race on a\[0\]

// The explicit specialisation k<1> replaces the template's body for the instantiation k<1>:
// every thread writes a[0].
template <int N> __global__ void k(int *a) { a[threadIdx.x] = N; }
template <> __global__ void k<1>(int *a) { a[0] = threadIdx.x; }
template __global__ void k<1>(int *);
