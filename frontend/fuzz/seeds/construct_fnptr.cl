int add1(int x) { return x + 1; }
__kernel void k(__global int *A) { int (*f)(int) = add1; A[0] = (*f)(A[1]); A[1] = f(2); }
