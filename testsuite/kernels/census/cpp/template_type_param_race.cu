//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=4
//possible write-write race on a\[0\]

/* The element type is a template parameter; every thread also writes element 0. */
template <typename T>
__global__ void scale(T *a, T f) {
  a[blockIdx.x * blockDim.x + threadIdx.x] *= f;
  a[0] = f;
}

template __global__ void scale<float>(float *a, float f);
