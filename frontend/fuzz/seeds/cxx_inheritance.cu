//pass
//--blockDim=32 --gridDim=2

/* A derived class has its base's members first and inherits its methods. */
struct Base {
  int a;
  __device__ int twice() const { return 2 * a; }
  __device__ void bump() { a++; }
};

class Derived : public Base {
public:
  int b;
  __device__ int sum() const { return a + b; }
};

__global__ void k(int *out) {
  Derived d;
  d.a = threadIdx.x;
  d.b = 2;
  d.bump();
  __assert(d.a == threadIdx.x + 1);
  __assert(d.twice() == 2 * d.a);
  __assert(d.sum() == d.a + 2);
  out[blockIdx.x * blockDim.x + threadIdx.x] = d.sum();
}
