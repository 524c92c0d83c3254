//xfail:UNSUPPORTED
//
//array of arrays whose inner length is not a constant
//
// A 2-D tile whose row length is a template parameter: the offset of s[y][x] depends on the
// unknown row length, which kcc does not model; refused.

template <unsigned W>
__global__ void k(float *out) {
  __shared__ float s[4][W];
  s[threadIdx.y][threadIdx.x] = 1.0f;
  out[threadIdx.y * W + threadIdx.x] = s[threadIdx.y][threadIdx.x];
}
