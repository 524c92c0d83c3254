//pass
//--blockDim=256 --gridDim=16

__global__ void count_matches(const int *data, int key, int *count) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (data[i] == key)
    atomicAdd(count, 1);
}
