//pass
//--blockDim=128 --gridDim=128

// Boolean flags computed per element.
__global__ void flags(const float *x, bool *is_pos, bool *is_big, float big) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  bool p = x[i] > 0.0f;
  is_pos[i] = p;
  is_big[i] = p && x[i] > big;
}
