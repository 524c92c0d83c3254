//pass
//--blockDim=64 --gridDim=1
//
// In CUDA the difference of two pointers is a 64-bit `ptrdiff_t`, and comparing pointers
// gives a `bool`: each thread writes its own element.

__global__ void k(int *out) {
  int *p = out, *q = out + 1;
  int t = threadIdx.x;
  out[t * (sizeof(q - p) / 8) * (sizeof(p < q))] = t;
}
