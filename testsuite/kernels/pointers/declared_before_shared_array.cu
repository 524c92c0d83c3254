//pass
//--blockDim=64 --gridDim=2
//
// C-style declarations: the pointer comes first and is pointed at the shared tile (and a
// private table) declared after it.

__global__ void reverse(const float *in, float *out) {
  float *p;
  float *q;
  __shared__ float tile[64];
  float weights[2];
  unsigned t = threadIdx.x;
  weights[0] = 0.5f;
  weights[1] = 2.0f;
  p = tile;
  q = weights;
  p[t] = in[blockIdx.x * 64 + t];
  __syncthreads();
  out[blockIdx.x * 64 + t] = p[63 - t] * q[t % 2];
}
