//pass
//--blockDim=64 --gridDim=1

// The explicit specialisation k<1> writes each thread's own element; the template, which
// would have every thread write a[0], is not what k<1> runs.
template <int N> __global__ void k(int *a) { a[0] = threadIdx.x + N; }
template <> __global__ void k<1>(int *a) { a[threadIdx.x] = 1; }
template __global__ void k<1>(int *);
