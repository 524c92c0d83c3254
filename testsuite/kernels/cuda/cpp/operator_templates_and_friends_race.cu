//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=2
//possible write-write race on out\[
//
// The twin of operator_templates_and_friends.cu whose scaling operator template divides:
// `v * 2` halves, and two threads write one element.

template <typename T> struct Vec2 { T x, y; };

template <typename T> __device__ Vec2<T> operator*(const Vec2<T> &v, T s) {
  Vec2<T> r;
  r.x = v.x / s;
  r.y = v.y / s;
  return r;
}

__global__ void place(int *out) {
  int g = blockIdx.x * blockDim.x + threadIdx.x;
  Vec2<int> v;
  v.x = g;
  v.y = g;
  Vec2<int> w = v * 2;
  out[w.x] = g;
}
