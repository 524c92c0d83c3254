//pass
//--blockDim=[8,4] --gridDim=[2,2]

/* dim3 locals: copies of the builtin variables, and constructors whose missing components are
   1 (dim3(2) is 2 x 1 x 1). Each thread writes its own cell. */
__global__ void k(int *out) {
  dim3 t = threadIdx;
  dim3 g(blockIdx.x, blockIdx.y);
  dim3 h = dim3(2);
  unsigned x = g.x * blockDim.x + t.x;
  unsigned y = g.y * blockDim.y + t.y;
  out[(y * 16 + x) * h.y * g.z] = h.x;
}
