//xfail:NOT_ALL_VERIFIED
//--blockDim=128 --gridDim=4
//this assertion might not hold

// The twin of std_integer_types_and_expect.cu asserting a 32-bit `std::size_t`, which CUDA's
// is not.
__global__ void gather(const float *in, float *out, const std::uint32_t *idx, std::size_t n) {
  std::size_t i = blockIdx.x * (std::size_t)blockDim.x + threadIdx.x;
  if (__builtin_expect(i >= n, 0))
    return;
  __assert(sizeof(std::size_t) == 4);
  out[i] = in[idx[i]];
}
