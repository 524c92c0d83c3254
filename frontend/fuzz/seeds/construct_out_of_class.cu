struct P { int a; __device__ P(int x); __device__ ~P(); __device__ int get() const; };
__device__ P::P(int x) : a(x) { }
__device__ P::~P() { }
__device__ int P::get() const { return a; }
__global__ void k(int *A) { }
