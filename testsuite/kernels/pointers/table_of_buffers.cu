//pass
//--blockDim=64 --gridDim=4

// Buffers reached through a table of pointers the host filled: as the kernel's own buffers,
// they are taken to be valid and distinct from the kernel's other buffers.
__global__ void deref(float **tables, float *out) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  out[i] = tables[0][i] + tables[1][i];
}
