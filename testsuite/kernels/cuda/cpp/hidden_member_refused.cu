//xfail:UNSUPPORTED
//--blockDim=32 --gridDim=1
//unsupported: member 'i' of 'Derived' hiding a member of its base class
//
// A derived class's member of the same name as a base member is a second object: `d.i` is
// the derived one, `b->i` the base one. kcc finds members by name and refuses the pair.

struct Base { int i; };
struct Derived : Base { int i; };

__global__ void place(int *out) {
  __shared__ int s[32];
  Derived d;
  d.i = 0;
  Base *b = &d;
  b->i = threadIdx.x;
  s[d.i] = threadIdx.x;
}
