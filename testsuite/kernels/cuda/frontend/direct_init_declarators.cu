//pass
//--blockDim=64 --gridDim=2
//
// A declaration may direct-initialize every declarator, not just the first:
// `C a(1, 2), b(3, 4);` and `int x(3), y{4}, z(f(x));` call constructors or initialize as
// `= T(args)`, while a comma in an expression statement still separates operands.

struct P {
  int a, b;
  __device__ P(int x, int y) : a(x), b(y) {}
};

__device__ int inc(int a) { return a + 1; }

__global__ void k(int *out) {
  P p(1, 2), q(3, 4);
  int x(3), y{4}, w = inc(x), v(inc(y));
  int arr[2] = {1, 2}, u(7);
  __assert(p.a == 1 && q.a == 3 && q.b == 4);
  __assert(x == 3 && y == 4 && w == 4 && v == 5 && u == 7 && arr[1] == 2);
  int t;
  t = 1, inc(t);
  out[blockIdx.x * blockDim.x + threadIdx.x * q.a / 3] = x + t;
}
