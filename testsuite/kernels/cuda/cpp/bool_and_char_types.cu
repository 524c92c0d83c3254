//pass
//--blockDim=32 --gridDim=1
//
// In C++ a comparison is a `bool` and a character literal a `char` (in C both are `int`):
// `sizeof` gives 1, and overloads on `bool` and `char` are chosen. Each thread writes its own
// element.

__device__ int pick(int x) { return 2; }
__device__ int pick(bool x) { return 1; }
__device__ int pick_c(int x) { return 2; }
__device__ int pick_c(char x) { return 1; }

__global__ void k(int *out) {
  __shared__ int s[32 * 4];
  int t = threadIdx.x;
  s[t * sizeof(t < 3) * sizeof('a')] = t;
  s[32 + t / pick(t < 100)] = t;
  s[64 + t / pick_c('a')] = t;
  auto flag = t > 5;
  s[96 + t * sizeof(flag)] = t;
}
