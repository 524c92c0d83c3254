//pass
//--blockDim=[8,8,4] --gridDim=[2,2,2]

// Scale a 16x16x8 volume covered exactly by a 3-D grid of 3-D blocks.
__global__ void scale_volume(float *vol, float k) {
  int x = blockIdx.x * blockDim.x + threadIdx.x;
  int y = blockIdx.y * blockDim.y + threadIdx.y;
  int z = blockIdx.z * blockDim.z + threadIdx.z;
  int nx = blockDim.x * gridDim.x;
  int ny = blockDim.y * gridDim.y;
  int idx = (z * ny + y) * nx + x;
  vol[idx] = vol[idx] * k;
}
