//pass
//--blockDim=64 --gridDim=1
//
// Assigning through an accessor that returns a reference writes the cell the accessor
// names, and a value read through it afterwards is the one written.
struct Matrix {
  int *d;
  __device__ int &at(int i) { return d[i]; }
};

__device__ int &cell(int *p, int i) { return p[i]; }

__global__ void k(int *a) {
  Matrix m;
  m.d = a;
  m.at(threadIdx.x) = 1;
  cell(a, threadIdx.x) += 2;
  __assert(a[threadIdx.x] == 3);
}
