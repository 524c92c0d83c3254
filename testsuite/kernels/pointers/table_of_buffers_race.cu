//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=4
//possible write-write race on global memory\[

// Every thread writes the same element of the buffer the table's first entry points to.
__global__ void deref(float **tables, float *out) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  tables[0][0] = out[i];
}
