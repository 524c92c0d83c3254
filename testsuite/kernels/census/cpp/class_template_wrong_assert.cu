//xfail:NOT_ALL_VERIFIED
//--blockDim=32 --gridDim=1
//this assertion might not hold

/* push changes the stack: its top is not still 0. */
template <typename T, int N>
struct Stack {
  T items[N];
  int top;
  __device__ void push(T v) { items[top] = v; top++; }
};

__global__ void k(int *out) {
  Stack<int, 4> s;
  s.top = 0;
  s.push(1);
  __assert(s.top == 0);
  out[threadIdx.x] = s.items[0];
}
