//pass
//--blockDim=128 --gridDim=128

template <typename T>
__device__ T max_of(T a, T b) { return a > b ? a : b; }

// One template helper used at two element types.
__global__ void pointwise_max(const int *ai, const int *bi, int *ci,
                              const float *af, const float *bf, float *cf) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  ci[i] = max_of<int>(ai[i], bi[i]);
  cf[i] = max_of(af[i], bf[i]);
}
