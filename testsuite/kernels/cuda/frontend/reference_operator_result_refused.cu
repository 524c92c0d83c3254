//xfail:UNSUPPORTED
//--blockDim=64 --gridDim=2
//reference_operator_result_refused.cu:17:3: error: unsupported: use of a function's reference result as an object
//
// A member operator that returns a reference can be read through, but kcc does not model
// its result as an object to assign to: the assignment is refused by name (reading
// `v[i]` is fine).

struct View {
  float *d;
  __device__ float &operator[](int i) { return d[i]; }
};

__global__ void k(float *a) {
  View v;
  v.d = a;
  v[blockIdx.x * blockDim.x + threadIdx.x] = 1.0f;
}
