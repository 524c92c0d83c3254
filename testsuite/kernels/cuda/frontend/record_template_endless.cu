//xfail:UNSUPPORTED
//--blockDim=64 --gridDim=2
//unsupported: record template instances nested more than 64 deep

// A record template whose constant recurses with no specialization to end it: an error,
// not a crash.
template <int N> struct Endless {
  static const int value = Endless<N + 1>::value;
};

__global__ void k(int *out) { out[threadIdx.x] = Endless<0>::value; }
