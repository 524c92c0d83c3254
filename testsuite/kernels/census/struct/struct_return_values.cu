//pass
//--blockDim=32 --gridDim=4

/* Vector and struct results of helpers keep their values across later calls. */
struct Pair { int first; int second; };

__device__ int2 span2(int i) { return make_int2(i, i + 1); }

__device__ Pair order(int a, int b) {
  Pair p;
  if (a < b) { p.first = a; p.second = b; }
  else { p.first = b; p.second = a; }
  return p;
}

__global__ void k(int *out) {
  int t = blockIdx.x * blockDim.x + threadIdx.x;
  int2 a = span2(t);
  int2 b = span2(7);
  __assert(a.y == a.x + 1);
  __assert(a.x == t);
  __assert(b.x == 7 && b.y == 8);
  Pair p = order(a.y, a.x);
  __assert(p.first == t && p.second == t + 1);
  out[t] = p.first + b.x;
}
