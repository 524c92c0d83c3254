//pass
//--blockDim=64 --gridDim=1

// A member of the struct a function returns by reference is written in place: each thread
// writes its own element's x, then reads its neighbour's after the barrier.
struct P { int x, y; };
__device__ P &at(P *p, int i) { return p[i]; }
__global__ void k(int *out) {
  __shared__ P arr[64];
  at(arr, threadIdx.x).x = threadIdx.x;
  __syncthreads();
  out[threadIdx.x] = at(arr, (threadIdx.x + 1) % 64).x;
}
