__global__ void k(int *A) { int x(3); float4 v(make_float4(1,2,3,4)); dim3 g(2, 1); int y(x + 1), z = 2; int f(int); int h(); }
