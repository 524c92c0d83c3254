__kernel void k(global float * restrict p, float __global *q, const __constant float *c, __global const float * __restrict__ r, float __local * l, __global float * const pc) { }
