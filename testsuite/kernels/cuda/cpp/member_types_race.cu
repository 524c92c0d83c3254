//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=2
//possible write-write race on out\[
//
// The twin of member_types.cu whose index type is 8 bits wide: thread 32's slot 256 wraps
// to thread 0's slot 0.

struct Plain {
  typedef float value_type;
  enum { N = 4 };
};

template <typename T> struct Traits {
  typedef T value_type;
  using index_type = unsigned char;
  __device__ static index_type slot(index_type i) { return i * 8; }
};

template <typename T> __global__ void scatter(T *out, const T *in) {
  typename Traits<T>::index_type i = blockIdx.x * blockDim.x + threadIdx.x;
  Plain::value_type f = in[i];
  out[Traits<T>::slot(i)] = (T)(f * Plain::N) + i;
}

template __global__ void scatter<int>(int *, const int *);
