//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=2
//possible (write-read|read-write) race on written_images\[

// A surface updated in place: each thread writes its cell and reads the next thread's with
// no barrier between.
__global__ void shift(cudaSurfaceObject_t s) {
  int x = blockIdx.x * blockDim.x + threadIdx.x;
  int v = surf1Dread<int>(s, (x + 1) * 4);
  surf1Dwrite(v, s, x * 4);
}
