//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=4
//possible (write-write|read-write|write-read) race on v.data_\[

// The twin of view_subscript_through_pointer_member.cu with stride 0: every thread writes
// the first element.
struct View {
  float *data_;
  int stride_;
  __device__ float &operator[](int i) const { return data_[i * stride_]; }
};

__global__ void fill(View v) {
  __requires(v.stride_ == 0);
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  v[i] = 1.0f;
  v[i] += 2.0f;
}
