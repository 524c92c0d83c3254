//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=2
//possible write-write race on out
//
// The twin of compound_literal_and_array_list_init.cu: the index drops the block offset.

struct P { int x; int y; };

__device__ int sum(struct P p) { return p.x + p.y; }

__global__ void k(int *out) {
  int a[2]{0, 1};
  out[threadIdx.x] = sum((struct P){ (int)blockIdx.x, a[1] });
}
