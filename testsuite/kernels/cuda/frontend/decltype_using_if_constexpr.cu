//pass
//--blockDim=64 --gridDim=2

// decltype keeps an array's type and a value's signedness, block-scope `using` aliases a
// type, and `if constexpr` picks a branch by a template argument. Each guarded write to
// out[0] is unreachable; each thread then writes its own element.
template <bool Transposed> __device__ int at(int r, int c, int n) {
  if constexpr (Transposed)
    return c * n + r;
  else
    return r * n + c;
}

__global__ void k(int *out) {
  int t = threadIdx.x;
  int a[4] = {1, 2, 3, 4};
  decltype(a) b;
  for (int i = 0; i < 4; ++i)
    b[i] = a[i] * 2;
  if (sizeof(b) != 16 || b[3] != 8 || a[3] != 4)
    out[0] = t;
  using U = unsigned int;
  U u = 1;
  decltype(u) v = u - 2;
  if (v < 5)
    out[0] = t;
  out[blockIdx.x * 64 + at<false>(0, t, 64)] = t;
}
