//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=1
//possible write-write race on out\[
//
// The twin of qualified_member_access.cu whose base member holds half the thread id.

struct Base { int i; };
struct Derived : Base { int j; };

__global__ void place(int *out) {
  Derived d;
  d.Base::i = threadIdx.x / 2;
  d.Derived::j = 0;
  out[d.Base::i + d.j] = threadIdx.x;
}
