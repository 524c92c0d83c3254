//pass
//--blockDim=64 --gridDim=1
//
// `const T &` parameters of templates and of plain functions, bound to shared cells, to
// locals and to temporaries, beside pointer parameters: each thread writes its own element.

template <typename T> __device__ void put(const T &v, T *out, const int &at) {
  out[at] = v;
}

__device__ int twice(const int &x) { return 2 * x; }

__global__ void k(int *out) {
  __shared__ int s[64];
  int t = threadIdx.x;
  s[t] = t;
  int local = twice(s[t]);
  put(s[t], out, local / 2);
  put(t + 1, out + 64, t);
}
