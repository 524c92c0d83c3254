//pass
//--blockDim=32 --gridDim=1

/* C++ list initialization: aggregates take the items in order, a struct with a constructor
   calls it. */
struct P { int x; int y; };
struct Q { int a, b; __device__ Q(int u, int v) : a(u + v), b(u - v) {} };
__global__ void k(int *out) {
  P p{1, 2};
  int arr[3] = {1, 2, 3};
  Q q{5, 3};
  __assert(p.y == 2 && arr[2] == 3);
  __assert(q.a == 8 && q.b == 2);
  struct L { int z; } l;
  l.z = 4;
  if (p.x) { out[threadIdx.x] = l.z; }
  out[threadIdx.x] = q.a + p.x + arr[1];
}
