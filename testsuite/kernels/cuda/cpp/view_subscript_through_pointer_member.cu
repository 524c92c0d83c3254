//pass
//--blockDim=64 --gridDim=4

// An array view passed by value whose const `operator[]` returns a reference into the data
// its pointer member addresses: `v[i] = x` writes that data, not the view.
struct View {
  float *data_;
  int stride_;
  __device__ float &operator[](int i) const { return data_[i * stride_]; }
};

__global__ void fill(View v) {
  __requires(v.stride_ == 2);
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  v[i] = 1.0f;
  v[i] += 2.0f;
}
