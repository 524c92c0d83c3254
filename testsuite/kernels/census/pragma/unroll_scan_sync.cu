//pass
//--blockDim=256 --gridDim=64

// Inclusive Hillis-Steele scan with double buffering; the log2(256) = 8 steps are unrolled.
__global__ void scan(const int *in, int *out) {
  __shared__ int buf[2][256];
  unsigned t = threadIdx.x;
  unsigned gi = blockIdx.x * 256 + t;
  buf[0][t] = in[gi];
  __syncthreads();
  int src = 0;
#pragma unroll
  for (int d = 0; d < 8; d++) {
    unsigned off = 1u << d;
    int v = buf[src][t];
    if (t >= off)
      v += buf[src][t - off];
    buf[1 - src][t] = v;
    __syncthreads();
    src = 1 - src;
  }
  out[gi] = buf[src][t];
}
