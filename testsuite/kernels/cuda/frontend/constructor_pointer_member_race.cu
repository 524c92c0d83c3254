//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=2
//possible read-write race on b\[
//
// The twin of constructor_pointer_member.cu: when sel is 0 the second view addresses b,
// whose neighbouring element another thread reads.

struct View {
  float *data;
  __device__ View(float *p) : data(p) {}
};

__global__ void k(float *a, float *b, int sel) {
  View A(a);
  View S(sel ? a : b);
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  A.data[i] = b[i + 1];
  S.data[i] = 2.0f;
}
