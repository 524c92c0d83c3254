//pass
//--blockDim=32 --gridDim=1
//
// Member functions overloaded on parameter types: `c.at(1)` calls the `int` overload (as
// C++ chooses, not the first declared), which keeps each thread's element apart.

struct Cell {
  int t;
  __device__ int at(float x) const { return t / 2; }
  __device__ int at(int x) const { return t; }
};

__global__ void place(int *out) {
  __shared__ int s[32];
  Cell c{(int)threadIdx.x};
  s[c.at(1)] = threadIdx.x;
  __syncthreads();
  out[threadIdx.x] = s[threadIdx.x];
}
