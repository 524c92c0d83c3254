//xfail:UNSUPPORTED
//--blockDim=32 --gridDim=1
//unsupported: decltype of an lvalue expression \(a reference type\)
//
// `decltype((total))` is `int &`: the local below names the shared counter, so every thread
// writes it. kcc does not model a reference declared that way and refuses it.

__global__ void count(int *out) {
  __shared__ int total;
  decltype((total)) alias = total;
  alias = threadIdx.x;
  out[threadIdx.x] = 0;
}
