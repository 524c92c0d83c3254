//pass
//--blockDim=64 --gridDim=2

// C++ `auto` takes its initializer's type: a shared array decays to a pointer into it,
// `auto *` and `auto &` deduce the pointee and the referenced cell, and an unsigned or wide
// initializer keeps its signedness and width (each guarded write to out[0] is unreachable).
struct Pair {
  int a;
  float b;
};

__device__ Pair make_pair(int i) {
  Pair p;
  p.a = i;
  p.b = 1.0f;
  return p;
}

__global__ void k(int *out) {
  __shared__ int s[64];
  int t = threadIdx.x;
  auto p = s;
  auto *q = out + blockIdx.x * 64;
  p[t] = t;
  __syncthreads();
  auto &r = q[t];
  r = p[(t + 1) % 64];
  auto u = 1u;
  const auto wrapped = u - 2;
  if (wrapped < 5)
    out[0] = t;
  auto wide = 1ll << 40;
  if ((wide >> 40) != 1)
    out[0] = t;
  auto pr = make_pair(t);
  auto v = make_float2(1.0f, 2.0f);
  if (pr.a != t || sizeof(v) != 8)
    out[0] = t;
}
