//pass
//--blockDim=64 --gridDim=2

// Member function templates, static and not, of a record and of a record template: their
// parameters are deduced from the arguments at each call.
struct Strider {
  int stride;
  template <typename T> __device__ void put(T *p, int i, T v) const { p[i * stride] = v; }
  template <typename T> __device__ static T twice(T x) { return x + x; }
};
template <typename E> struct Buf {
  E *data;
  template <typename T> __device__ void put(int i, T v) { data[i + 128] = (E)v; }
};

__global__ void k(float *A, int *B) {
  Strider s;
  s.stride = 1;
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  s.put(A, i, Strider::twice(1.5f));
  s.put(B, i, Strider::twice(i));
  Buf<float> b;
  b.data = A;
  b.put(i, i);
}
