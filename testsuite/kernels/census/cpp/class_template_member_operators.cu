//pass
//--blockDim=32 --gridDim=4

/* Member operators of a class template, whose parameters name the class without its
   template arguments (the injected class name). */
template <typename T> struct complex_t {
  T re, im;
  __device__ complex_t() {}
  __device__ complex_t(T r, T i) : re(r), im(i) {}
  __device__ complex_t operator*(const complex_t &o) const {
    return complex_t(re * o.re - im * o.im, re * o.im + im * o.re);
  }
  __device__ complex_t operator+(const complex_t &o) const { return complex_t(re + o.re, im + o.im); }
  __device__ complex_t &operator+=(const complex_t &o) { re += o.re; im += o.im; return *this; }
};
typedef complex_t<int> ci;

__global__ void k(ci *out) {
  int t = blockIdx.x * blockDim.x + threadIdx.x;
  ci a(t, 1);
  ci b = a * ci(0, 1) + ci(1, 0);
  __assert(b.re == 0 && b.im == t);
  b += a;
  __assert(b.re == t && b.im == t + 1);
  out[t] = b;
}
