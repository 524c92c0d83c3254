//xfail:NOT_ALL_VERIFIED
//--blockDim=[8,8,4] --gridDim=[4,4,4]
//possible (write-write|read-write|write-read) race on v\[
//
// The row length is one short: the last column of a row is the first of the next.
__global__ void scale(float *v, unsigned nx, unsigned ny, unsigned nz) {
  __requires(nx <= 1024);
  __requires(ny <= 1024);
  __requires(nz <= 1024);
  unsigned x = blockIdx.x * blockDim.x + threadIdx.x;
  unsigned y = blockIdx.y * blockDim.y + threadIdx.y;
  unsigned z = blockIdx.z * blockDim.z + threadIdx.z;
  if (x < nx && y < ny && z < nz) {
    unsigned i = (z * ny + y) * (nx - 1) + x;
    v[i] = 0.5f * v[i];
  }
}
