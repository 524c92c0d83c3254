//pass
//--blockDim=64 --gridDim=2 --unroll=8
//
// A function template's parameters are deduced from arguments whose type is an instance of
// a record template: `Vec2<T>` by value, `const Buf<T, N> &` and `Buf<T, N> *` bind T and N
// to the instance's arguments.

template <typename T, int N> struct Buf { T v[N]; };

template <typename T, int N> __device__ T total(const Buf<T, N> &b) {
  T s = 0;
  for (int k = 0; k < N; ++k) s += b.v[k];
  return s;
}

template <typename T, int N> __device__ void fill(Buf<T, N> *b, T x) {
  for (int k = 0; k < N; ++k) b->v[k] = x;
}

template <typename T> struct Vec2 { T x, y; };

template <typename T> __device__ Vec2<T> add(Vec2<T> a, Vec2<T> b) {
  Vec2<T> r;
  r.x = a.x + b.x;
  r.y = a.y + b.y;
  return r;
}

template <typename T, int N> __device__ int width(const Buf<T, N> &) { return N * sizeof(T); }

__global__ void k(int *out) {
  Buf<int, 4> b;
  fill(&b, 3);
  int t = total(b);
  __assert(t == 12);
  Buf<char, 2> c;
  __assert(width(b) == 16 && width(c) == 2);
  Vec2<int> p;
  p.x = 1;
  p.y = 2;
  Vec2<int> q = add(p, p);
  __assert(q.x == 2 && q.y == 4);
  out[(blockIdx.x * blockDim.x + threadIdx.x) * width(c)] = t + q.y;
}
