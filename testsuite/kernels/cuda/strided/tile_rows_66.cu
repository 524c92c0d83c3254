//pass
//--blockDim=64 --gridDim=1

// Each thread fills its column of a tile whose rows hold 64 values and two halo cells;
// thread 0 also fills the left halo column.
__global__ void halo(const float *data) {
  __shared__ float sh[10][66];
  for (int i = 0; i < 10; i++)
    sh[i][threadIdx.x + 1] = data[i * 66 + threadIdx.x + 1];
  if (threadIdx.x == 0)
    for (int i = 0; i < 10; i++)
      sh[i][0] = data[i * 66];
}
