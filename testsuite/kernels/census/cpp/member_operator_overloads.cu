//pass
//--blockDim=32 --gridDim=4

/* Member operators overloaded on the right operand's type, in a class and a class template:
   the overload the operand fits is called. */
struct V {
  int x;
  __device__ V(int a) : x(a) {}
  __device__ V operator*(const V &o) const { return V(x * o.x); }
  __device__ V operator*(int s) const { return V(x * s + 1); }
};
template <typename T> struct W {
  T x;
  __device__ W(T a) : x(a) {}
  __device__ W operator*(const W &o) const { return W(x * o.x); }
  __device__ W operator*(T s) const { return W(x * s + 1); }
};

__global__ void k(int *out) {
  int t = blockIdx.x * blockDim.x + threadIdx.x;
  V a(t);
  __assert((a * V(2)).x == 2 * t && (a * 2).x == 2 * t + 1);
  W<int> b(t);
  __assert((b * W<int>(2)).x == 2 * t && (b * 2).x == 2 * t + 1);
  out[t] = (a * 2).x;
}
