struct P { int a; __device__ P(int x) : a(x) {} __device__ P() {} __device__ ~P() {} __device__ int get() const { return this->a; } };
__global__ void k(int *A) { P p(3); A[0] = p.get(); }
