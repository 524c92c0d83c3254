__global__ void child(int *A) { }
__global__ void k(int *A) { child<<<1, 32>>>(A); child<<<dim3(1,1), dim3(32), 0, 0>>>(A); }
