//pass
//--blockDim=64 --gridDim=2
//
// A constructor may set a pointer member (an array-view wrapper over a buffer): the
// constructed object's pointer addresses what the argument addressed, one buffer or
// either of two.

template <typename T> struct View {
  T *data;
  int width;
  __device__ View(T *p, int w) : data(p), width(w) {}
  __device__ T get(int i, int j) const { return data[i * width + j]; }
};

__global__ void k(float *a, float *b, const float *c, int sel) {
  View<float> A(a, 64);
  View<float> S(sel ? a : b, 64);
  View<const float> C(c, 64);
  int i = blockIdx.x, j = threadIdx.x;
  A.data[i * A.width + j] = C.get(i, j) + C.get(i, 63 - j);
  S.data[i * 64 + j] += 1.0f;
}
