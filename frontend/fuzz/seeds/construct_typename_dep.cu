template<typename T> __device__ typename T::value_type f(T x) { typename T::value_type y = x.v; return y; }
__global__ void k(int *A) { }
