//pass
//--blockDim=64 --gridDim=2
//
// A member operator that returns a reference designates the object it returns: assigning
// to `v[i]` and `m(r, c)`, and compound assignment through them, write the array cell the
// operator names. Each thread writes its own cell, so there is no race.

struct View {
  float *d;
  __device__ float &operator[](int i) { return d[i]; }
};

template <typename T> struct Mat {
  T *d;
  int w;
  __device__ T &operator()(int r, int c) const { return d[r * w + c]; }
};

__global__ void k(float *a, float *b) {
  View v;
  v.d = a;
  v[blockIdx.x * blockDim.x + threadIdx.x] = 1.0f;
  Mat<float> m;
  m.d = b;
  m.w = 64;
  m(blockIdx.x, threadIdx.x) = 2.0f;
  m(blockIdx.x, threadIdx.x) *= v[blockIdx.x * blockDim.x + threadIdx.x];
}
