//pass
//--blockDim=[16,16] --gridDim=[4,4]

/* Each thread writes its own texel (x in bytes). */
__global__ void k(cudaSurfaceObject_t surf) {
  int x = blockIdx.x * blockDim.x + threadIdx.x;
  int y = blockIdx.y * blockDim.y + threadIdx.y;
  surf2Dwrite((float)(x + y), surf, x * 4, y);
}
