//pass
//--blockDim=64 --gridDim=1
//
// Members named with their class (`d.Base::i`, `d.Derived::j`): each thread writes its own
// element.

struct Base { int i; };
struct Derived : Base { int j; };

__global__ void place(int *out) {
  Derived d;
  d.Base::i = threadIdx.x;
  d.Derived::j = 0;
  out[d.Base::i + d.j] = threadIdx.x;
}
