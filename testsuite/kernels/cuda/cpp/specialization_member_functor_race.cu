//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=2
//possible write-write race on out\[0\]

// The twin of specialization_member_functor.cu that writes: the instance used halves the
// index, so threads 0 and 1 write element 0.
template <typename T, bool Direct> struct Writer;
template <> struct Writer<float, true> {
  __device__ void operator()(int idx, float *x, float v) const { x[idx] = v; }
};
template <> struct Writer<float, false> {
  __device__ void operator()(int idx, float *x, float v) const { x[idx / 2] = v; }
};

template <typename T, bool Direct>
__global__ void scatter(T *out) {
  Writer<T, Direct> write;
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  write(i, out, (T)i);
  write(i, out, (T)i);
}

template __global__ void scatter<float, false>(float *);
