//pass
//--blockDim=32 --gridDim=2 --only-intra-group

// Both blocks write the same elements, but inter-block checking is switched off.
__global__ void per_thread(const int *in, int *out) {
  out[threadIdx.x] = in[blockIdx.x * blockDim.x + threadIdx.x] + 1;
}
