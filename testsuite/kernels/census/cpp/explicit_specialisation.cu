//pass
//--blockDim=256 --gridDim=16

template <typename T>
__device__ T identity_of() { return T(1); }

template <>
__device__ float identity_of<float>() { return 1.0f; }

// Product reduction seeded by an explicitly specialised template.
__global__ void prod_pairs(const float *in, float *out) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  float acc = identity_of<float>();
  acc *= in[2 * i];
  acc *= in[2 * i + 1];
  out[i] = acc;
}
