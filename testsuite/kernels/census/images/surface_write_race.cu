//xfail:NOT_ALL_VERIFIED
//--blockDim=[16,16] --gridDim=[4,4]
//possible write-write race on written_images

/* Threads of a block column all write the same surface texel. */
__global__ void k(cudaSurfaceObject_t surf) {
  int x = blockIdx.x * blockDim.x + threadIdx.x;
  float v = (float)x;
  surf2Dwrite(v, surf, x * 4, (int)blockIdx.y);
}
