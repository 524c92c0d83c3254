//pass
//--blockDim=32 --gridDim=2

/* Helpers taking a struct by non-const reference update the caller's object. */
struct Acc { int sum; int count; };

__device__ void add(Acc &a, int v) { a.sum += v; a.count++; }
__device__ int mean(const Acc &a) { return a.sum / a.count; }

__global__ void k(const int *in, int *out) {
  int t = blockIdx.x * blockDim.x + threadIdx.x;
  Acc a;
  a.sum = 0;
  a.count = 0;
  add(a, 4);
  add(a, 8);
  __assert(a.count == 2 && a.sum == 12);
  out[t] = mean(a) + in[t];
}
