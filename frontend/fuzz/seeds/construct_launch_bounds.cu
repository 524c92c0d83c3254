__global__ void __launch_bounds__(256, 2) k(int *A) { }
__launch_bounds__(128) __global__ void k2(int *A) { }
