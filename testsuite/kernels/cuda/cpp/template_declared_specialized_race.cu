//xfail:NOT_ALL_VERIFIED
//--blockDim=128 --gridDim=1
//possible write-write race on out\[
//
// The twin of template_declared_specialized.cu whose specialization's step is 0: every
// thread writes element 0.

enum Mode { PACK, SPREAD };
template <Mode M> struct Step;
template <> struct Step<PACK> { static const int value = 0; };
template <> struct Step<SPREAD> { static const int value = 2; };

template <Mode M> __global__ void place(int *out) {
  out[threadIdx.x * Step<M>::value] = threadIdx.x;
}

template __global__ void place<PACK>(int *);
