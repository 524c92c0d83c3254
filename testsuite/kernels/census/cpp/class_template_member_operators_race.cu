//xfail:NOT_ALL_VERIFIED
//--blockDim=32 --gridDim=4
//possible write-write race on out\[

/* The product's real part is 0 for every thread: all threads write one element. */
template <typename T> struct complex_t {
  T re, im;
  __device__ complex_t(T r, T i) : re(r), im(i) {}
  __device__ complex_t operator*(const complex_t &o) const {
    return complex_t(re * o.re - im * o.im, re * o.im + im * o.re);
  }
};

__global__ void k(int *out) {
  int t = blockIdx.x * blockDim.x + threadIdx.x;
  complex_t<int> b = complex_t<int>(t, 0) * complex_t<int>(0, 1);
  out[b.re] = b.im;
}
