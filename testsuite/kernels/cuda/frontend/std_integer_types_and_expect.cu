//pass
//--blockDim=128 --gridDim=4

// `std::` fixed-width integer types (64-bit `std::size_t` in CUDA) and `__builtin_expect`
// as a branch hint.
__global__ void gather(const float *in, float *out, const std::uint32_t *idx, std::size_t n) {
  std::size_t i = blockIdx.x * (std::size_t)blockDim.x + threadIdx.x;
  if (__builtin_expect(i >= n, 0))
    return;
  __assert(sizeof(std::size_t) == 8);
  __assert(sizeof(std::int16_t) == 2);
  out[i] = in[idx[i]];
}
