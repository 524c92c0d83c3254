static_assert(sizeof(int) == 4, "int");
__global__ void k(int *A) { static_assert(1, "x"); }
