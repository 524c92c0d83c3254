//xfail:UNSUPPORTED
//--blockDim=64 --gridDim=1
//unsupported: specialization of 'Step' for 'char' and 'signed char', which kcc does not tell apart
//
// `char` and `signed char` are distinct types: `Step<char>` is the primary template. kcc
// models both as one type and refuses the specialization rather than pick it.

template <typename T> struct Step { static const int v = 2; };
template <> struct Step<signed char> { static const int v = 1; };

__global__ void k(int *out) {
  __shared__ int s[64];
  s[threadIdx.x / Step<char>::v] = threadIdx.x;
}
