//pass
//--blockDim=[8,8,4] --gridDim=[4,4,4]

// A 3-D volume of symbolic extent, indexed through a local: the offset splits into plane,
// row and column, each a thread's own.
__global__ void scale(float *v, unsigned nx, unsigned ny, unsigned nz) {
  __requires(nx <= 1024);
  __requires(ny <= 1024);
  __requires(nz <= 1024);
  unsigned x = blockIdx.x * blockDim.x + threadIdx.x;
  unsigned y = blockIdx.y * blockDim.y + threadIdx.y;
  unsigned z = blockIdx.z * blockDim.z + threadIdx.z;
  if (x < nx && y < ny && z < nz) {
    unsigned i = (z * ny + y) * nx + x;
    v[i] = 0.5f * v[i];
  }
}
