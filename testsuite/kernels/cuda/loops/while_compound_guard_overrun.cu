//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=1
//possible write-write race on out\[

// The twin of while_compound_guard.cu whose bound lets a thread write one element past its
// four: the first of the next thread's.
__global__ void k(int *out, const int *in) {
  int i = 0;
  while (i <= 4 && in[threadIdx.x * 4 + i] != 0) {
    out[threadIdx.x * 4 + i] = i;
    i++;
  }
}
