//pass
//--blockDim=128 --gridDim=1
//
// A class template only declared, with explicit specializations: `Step<SPREAD>::value` is
// the specialization's constant, so every thread writes its own element.

enum Mode { PACK, SPREAD };
template <Mode M> struct Step;
template <> struct Step<PACK> { static const int value = 1; };
template <> struct Step<SPREAD> { static const int value = 2; };

template <Mode M> __global__ void place(int *out) {
  out[threadIdx.x * Step<M>::value] = threadIdx.x;
}

template __global__ void place<SPREAD>(int *);
