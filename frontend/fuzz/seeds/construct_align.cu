struct __align__(16) S { float a, b, c, d; };
typedef struct __align__(8) { int a; int b; } T2;
__global__ void k(S *A) { }
