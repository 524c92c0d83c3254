//xfail:NOT_ALL_VERIFIED
//--blockDim=32 --gridDim=1
//possible write-write race on s\[
//
// The twin of method_overloads_by_type.cu calling `c.at(1.0f)`: the `float` overload
// halves the index, so threads 0 and 1 write one element.

struct Cell {
  int t;
  __device__ int at(float x) const { return t / 2; }
  __device__ int at(int x) const { return t; }
};

__global__ void place(int *out) {
  __shared__ int s[32];
  Cell c{(int)threadIdx.x};
  s[c.at(1.0f)] = threadIdx.x;
  __syncthreads();
  out[threadIdx.x] = s[threadIdx.x];
}
