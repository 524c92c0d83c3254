//xfail:NOT_ALL_VERIFIED
//--blockDim=[8,8,4] --gridDim=[2,2,2]
//possible write-write race on out\[

// The output index forgets the z coordinate: all slices write the same plane.
__global__ void copy_volume(const float *in, float *out) {
  int x = blockIdx.x * blockDim.x + threadIdx.x;
  int y = blockIdx.y * blockDim.y + threadIdx.y;
  int z = blockIdx.z * blockDim.z + threadIdx.z;
  int nx = blockDim.x * gridDim.x;
  int ny = blockDim.y * gridDim.y;
  out[y * nx + x] = in[(z * ny + y) * nx + x];
}
