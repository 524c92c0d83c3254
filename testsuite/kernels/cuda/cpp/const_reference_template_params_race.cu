//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=1
//possible write-write race on out\[
//
// The twin of const_reference_template_params.cu whose index halves: threads 0 and 1 write
// element 0 through the template's pointer parameter.

template <typename T> __device__ void put(const T &v, T *out, const int &at) {
  out[at] = v;
}

__device__ int twice(const int &x) { return 2 * x; }

__global__ void k(int *out) {
  __shared__ int s[64];
  int t = threadIdx.x;
  s[t] = t;
  int local = twice(s[t]);
  put(s[t], out, local / 4);
}
