//xfail:NOT_ALL_VERIFIED
//--blockDim=128 --gridDim=64
//race on s\[

// Complex values staged in shared memory; the read of the neighbour's element is not
// separated from its write by __syncthreads.
__global__ void rotate_complex(const float2 *in, float2 *out) {
  __shared__ float2 s[128];
  int t = threadIdx.x;
  int i = blockIdx.x * blockDim.x + t;
  s[t].x = in[i].x;
  s[t].y = in[i].y;
  float2 n = s[(t + 1) % 128];
  out[i] = make_float2(n.y, -n.x);
}
