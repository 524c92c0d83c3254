//pass
//--blockDim=64 --gridDim=2
//
// Operators on a small vector class written as a non-member template and as a friend
// defined in the class: `2 * v` scales, `v + w` adds.

template <typename T> struct Vec2 {
  T x, y;
  __device__ friend Vec2 operator+(const Vec2 &a, const Vec2 &b) {
    Vec2 r;
    r.x = a.x + b.x;
    r.y = a.y + b.y;
    return r;
  }
};

template <typename T> __device__ Vec2<T> operator*(T s, const Vec2<T> &v) {
  Vec2<T> r;
  r.x = s * v.x;
  r.y = s * v.y;
  return r;
}

__global__ void place(int *out) {
  int g = blockIdx.x * blockDim.x + threadIdx.x;
  Vec2<int> v;
  v.x = g;
  v.y = 1;
  Vec2<int> w = 2 * v + v;
  // w.x == 3 * g: distinct elements.
  out[w.x] = w.y;
}
