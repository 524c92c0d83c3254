//pass
//--blockDim=64 --gridDim=1
//
// Members of a class template defined outside the class, a constructor among them, under
// parameter names of their own: each thread writes element 2t and reads element 2t + 1.

template <typename T, int S> struct Strided {
  T *data;
  __device__ Strided(T *p);
  __device__ T get(int i) const;
  __device__ void set(int i, T v);
};

template <typename T, int S> __device__ Strided<T, S>::Strided(T *p) : data(p) {}

template <typename U, int K> __device__ U Strided<U, K>::get(int i) const {
  return data[i * K + 1];
}

template <typename U, int K> __device__ void Strided<U, K>::set(int i, U v) {
  data[i * K] = v;
}

__global__ void pairs(float *a) {
  Strided<float, 2> s(a);
  s.set(threadIdx.x, s.get(threadIdx.x) + 1.0f);
}
