//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=2
//possible write-write race on out\[
//
// The twin of template_deduction_through_record.cu: the stride deduced from Buf<int, 1> is
// 1, but each thread writes two elements, so neighbours overlap.

template <typename T, int N> struct Buf { T v[N]; };

template <typename T, int N> __device__ int count(const Buf<T, N> &) { return N; }

__global__ void k(int *out) {
  Buf<int, 1> b;
  int i = (blockIdx.x * blockDim.x + threadIdx.x) * count(b);
  out[i] = threadIdx.x;
  out[i + 1] = threadIdx.x;
}
