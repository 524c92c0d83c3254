//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=1
//possible write-write race on sh\[

// Thread 0 writes its halo cell into column 2, which is thread 1's column.
__global__ void halo(const float *data) {
  __shared__ float sh[10][66];
  for (int i = 0; i < 10; i++)
    sh[i][threadIdx.x + 1] = data[i * 66 + threadIdx.x + 1];
  if (threadIdx.x == 0)
    for (int i = 0; i < 10; i++)
      sh[i][2] = data[i * 66];
}
