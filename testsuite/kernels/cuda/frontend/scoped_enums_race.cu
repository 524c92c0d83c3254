//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=2
//possible write-write race on out\[

// Twin of scoped_enums.cu: `A::Small` is 0, so every thread writes the block's first
// element. Another enum with an enumerator of the same name and another value must not be
// confused with it.
enum class A { Small, Large };
enum class B { Large, Small };

__global__ void k(int *out) {
  int t = threadIdx.x;
  out[blockIdx.x * blockDim.x + t * static_cast<int>(A::Small)] = t;
}
