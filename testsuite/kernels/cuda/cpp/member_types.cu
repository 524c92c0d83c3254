//pass
//--blockDim=64 --gridDim=2
//
// Member types of classes and class template instances (`typedef` and `using` in the body),
// named `R::t`, `typename R<T>::t` and `R<T>::t`, also inside the class: an index of 16
// bits keeps every thread's element apart.

struct Plain {
  typedef float value_type;
  enum { N = 4 };
};

template <typename T> struct Traits {
  typedef T value_type;
  using index_type = unsigned short;
  __device__ static index_type slot(index_type i) { return i * 8; }
};

template <typename T> __global__ void scatter(T *out, const T *in) {
  typename Traits<T>::index_type i = blockIdx.x * blockDim.x + threadIdx.x;
  Plain::value_type f = in[i];
  out[Traits<T>::slot(i)] = (T)(f * Plain::N);
}

template __global__ void scatter<int>(int *, const int *);
