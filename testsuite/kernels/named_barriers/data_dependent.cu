//xfail:UNSUPPORTED
//--blockDim=128 --gridDim=1
//data_dependent.cu:10:7: error: unsupported: named barriers with data-dependent control flow or addresses

// Whether a thread waits depends on memory contents: one execution does not show them all.
__global__ void data_dependent(int *in, int *out) {
  __shared__ int buf[128];
  buf[threadIdx.x] = in[threadIdx.x];
  asm volatile("bar.sync 0;");
  if (buf[threadIdx.x] > 0) {
    asm volatile("bar.sync 1, 64;");
  }
  out[threadIdx.x] = buf[threadIdx.x];
}
