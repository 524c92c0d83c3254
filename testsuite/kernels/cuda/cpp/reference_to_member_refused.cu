//xfail:UNSUPPORTED
//--blockDim=64 --gridDim=1
//unsupported
//
// A method returning a reference to a member of the object it is called on: kcc passes
// the object to methods by copy, so it cannot return an address in the caller's object and
// refuses the assignment rather than write to the copy.
struct P {
  int x, y;
  __device__ int &X() { return x; }
};

__global__ void k(int *out) {
  P p;
  p.x = 1;
  p.y = 2;
  p.X() = 7;
  __assert(p.x == 1);
  out[threadIdx.x] = p.x;
}
