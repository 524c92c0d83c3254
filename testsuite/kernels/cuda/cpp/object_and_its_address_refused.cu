//xfail:UNSUPPORTED
//--blockDim=64 --gridDim=1
//unsupported: 'c' passed twice by reference to 'reset_and_read'
//
// A method given a pointer to its own object: it writes `o->v` and reads `v`, one object in
// C++; kcc copies the object of a method in and out and refuses the pair.

struct Cell {
  int v;
  __device__ int reset_and_read(Cell *o) {
    o->v = 0;
    return v;
  }
};

__global__ void k(int *out) {
  Cell c;
  c.v = threadIdx.x + 1;
  out[threadIdx.x] = c.reset_and_read(&c);
}
