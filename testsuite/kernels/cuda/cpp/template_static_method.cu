//pass
//--blockDim=64 --gridDim=1

// Static member functions and constants of record template instances: each instance sees
// its own template arguments.
template <int S> struct Shift {
  static const int amount = S;
  __device__ static int apply(int x) { return x << amount; }
};

template <typename T> struct Size {
  static const int bytes = sizeof(T);
  __device__ static int twice() { return 2 * bytes; }
};

__global__ void k(int *out) {
  __assert(Size<char>::twice() == 2);
  __assert(Size<double>::twice() == 16);
  out[Shift<0>::apply(threadIdx.x) % 64] = threadIdx.x;
}
