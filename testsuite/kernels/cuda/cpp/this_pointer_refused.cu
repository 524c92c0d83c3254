//xfail:UNSUPPORTED
//--blockDim=64 --gridDim=1
//unsupported: 'this' used as a pointer value
//
// `this` as a value (here cast to the derived class, as CRTP code does) is not modelled.

template <typename Der> struct Base {
  __device__ int idx(int t) { return static_cast<Der *>(this)->key(t); }
};
struct Half : Base<Half> {
  __device__ int key(int t) { return t / 2; }
};

__global__ void place(int *out) {
  Half h;
  out[h.idx(threadIdx.x)] = threadIdx.x;
}
