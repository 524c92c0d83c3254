//pass
//--blockDim=[16,16] --gridDim=[2,2]

// A surface updated in place where each thread reads and writes only its own cell (x in
// bytes, 4 per int).
__global__ void scale(cudaSurfaceObject_t s) {
  int x = blockIdx.x * blockDim.x + threadIdx.x;
  int y = blockIdx.y * blockDim.y + threadIdx.y;
  int v = surf2Dread<int>(s, x * 4, y);
  surf2Dwrite(v * 3, s, x * 4, y);
}
