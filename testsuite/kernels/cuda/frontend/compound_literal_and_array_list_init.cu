//pass
//--blockDim=64 --gridDim=2
//
// Compound literals of struct and scalar type, and C++ list initialization of a local array.

struct P { int x; int y; };

__device__ int sum(struct P p) { return p.x + p.y; }

__global__ void k(int *out) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  int a[4]{1, 2, 3, 4};
  int s = sum((struct P){ i, 1 });
  __assert(s == i + 1);
  __assert(a[2] == 3 && (int){7} == 7);
  out[i] = s + a[threadIdx.x % 4];
}
