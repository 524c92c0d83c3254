//xfail:NOT_ALL_VERIFIED
//
//possible (write-read|read-write) race on s
//
// The twin of ping_pong_halves.cu without the barrier in the loop: a thread may write the next
// half while its left neighbour still reads it in the following round.

__global__ void k(float *out, const float *in, unsigned rounds) {
  extern __shared__ float s[];
  __requires(blockDim.x <= 1024);
  unsigned tid = threadIdx.x;
  unsigned g = blockIdx.x * blockDim.x + tid;
  float *cur = s;
  float *nxt = s + blockDim.x;
  cur[tid] = in[g];
  __syncthreads();
  for (unsigned r = 0; r < rounds; r++) {
    float l = cur[tid > 0 ? tid - 1 : tid];
    float m = cur[tid];
    nxt[tid] = 0.5f * (l + m);
    float *t = cur;
    cur = nxt;
    nxt = t;
  }
  out[g] = cur[tid];
}
