//pass
//
//for every launch size
//
// A smoothing stencil alternates between the two halves of one shared buffer, swapping two
// pointers after each round's barrier. With symbolic sizes the halves start at 0 and at
// blockDim.x: each pointer holds one of those two offsets, and the two always differ.

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
    __syncthreads();
    float *t = cur;
    cur = nxt;
    nxt = t;
  }
  out[g] = cur[tid];
}
