#ifndef VEC_HELPERS_H
#define VEC_HELPERS_H

template <typename T>
__device__ T square(T x) { return x * x; }

__device__ float norm2(float a, float b) { return square(a) + square(b); }

#endif
