//pass
//--blockDim=64 --gridDim=4

/* Function objects: structs with a member operator(), called by name, passed to a template
   (deduced from a value-initialised temporary) or chosen by a template parameter, as SHOC's
   texture readers are. */
struct Plus {
  __device__ int operator()(int a, int b) const { return a + b; }
};
struct Scale {
  int s;
  __device__ int operator()(int a) const { return s * a; }
};
template <typename Op> __device__ int fold3(const int *p, Op op) { return op(op(p[0], p[1]), p[2]); }
template <typename Reader> __device__ int readVia(const int *p, int i) {
  Reader r;
  return r(p[i], 1);
}

__global__ void k(const int *in, int *out) {
  int t = blockIdx.x * blockDim.x + threadIdx.x;
  Scale sc;
  sc.s = 3;
  Plus plus;
  __assert(plus(t, 2) == t + 2);
  __assert(sc(t) == 3 * t);
  Scale zero = Scale();
  __assert(zero.s == 0);
  out[t] = fold3(in + 3 * t, Plus()) + readVia<Plus>(in, t);
}
