//pass
//--blockDim=64 --gridDim=2

/* A class template with an array member and methods that change it. */
template <typename T, int N>
struct Stack {
  T items[N];
  int top;
  __device__ void push(T v) { items[top] = v; top++; }
  __device__ T peek() const { return items[top - 1]; }
};

template <typename T>
struct Pair { T a, b; __device__ T sum() const { return a + b; } };

__global__ void k(int *out) {
  Stack<int, 4> s;
  s.top = 0;
  s.push(7);
  s.push(threadIdx.x);
  __assert(s.top == 2);
  __assert(s.peek() == threadIdx.x);
  Pair<int> p;
  p.a = 1;
  p.b = 2;
  __assert(p.sum() == 3);
  out[blockIdx.x * blockDim.x + threadIdx.x] = s.peek() + p.sum();
}
