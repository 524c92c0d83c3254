//pass
//--blockDim=256 --gridDim=32

struct Complex {
  float re, im;
};

__device__ Complex cmul(Complex a, Complex b) {
  Complex r;
  r.re = a.re * b.re - a.im * b.im;
  r.im = a.re * b.im + a.im * b.re;
  return r;
}

// Twiddle multiplication with a struct-returning helper.
__global__ void twiddle(const float *re, const float *im, const float *wre, const float *wim,
                        float *ore, float *oim) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  Complex a = {re[i], im[i]};
  Complex w = {wre[i], wim[i]};
  Complex r = cmul(a, w);
  ore[i] = r.re;
  oim[i] = r.im;
}
