//pass
//--blockDim=64 --gridDim=1

// A loop whose guard is a short-circuit conjunction of a bound and a data test: the bound
// (i < 4) still bounds the counter, so each thread writes its own four elements.
__global__ void k(int *out, const int *in) {
  int i = 0;
  while (i < 4 && in[threadIdx.x * 4 + i] != 0) {
    out[threadIdx.x * 4 + i] = i;
    i++;
  }
}
