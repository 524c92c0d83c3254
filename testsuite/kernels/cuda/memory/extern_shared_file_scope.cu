//pass
//--blockDim=64 --gridDim=2
//
// Two `extern __shared__` arrays at file scope name one dynamic shared memory: the halves
// used through each name do not meet.

extern __shared__ float front[];
extern __shared__ float back[];

__global__ void halves(float *out) {
  unsigned t = threadIdx.x;
  front[t] = 1.0f;
  back[64 + t] = 2.0f;
  __syncthreads();
  out[blockIdx.x * 64 + t] = front[63 - t] + back[127 - t];
}
