//xfail:NOT_ALL_VERIFIED
//--blockDim=[8,4] --gridDim=[2,2]
//possible write-write race on out\[

/* The twin of dim3_locals.cu: h.y is 1, not 2, so dividing by h.y + 1 makes pairs of threads
   write one cell. */
__global__ void k(int *out) {
  dim3 t = threadIdx;
  dim3 g(blockIdx.x, blockIdx.y);
  dim3 h = dim3(2);
  unsigned x = g.x * blockDim.x + t.x;
  unsigned y = g.y * blockDim.y + t.y;
  out[(y * 16 + x) / (h.y + 1)] = t.x;
}
