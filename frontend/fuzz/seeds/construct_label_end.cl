__kernel void k(__global int *A) { if (A[0]) goto end; A[1] = 1; end: }
