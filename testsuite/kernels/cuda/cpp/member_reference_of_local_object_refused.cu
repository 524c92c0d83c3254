//xfail:UNSUPPORTED
//--blockDim=64 --gridDim=1
//member_reference_of_local_object_refused.cu:9:26: error: unsupported: method returning a reference to a member of its object
//
// A method called on a local object works on a copy of it, so a reference it returns to one
// of the object's members would name the copy: refused by name (a reference into memory, such
// as an element of a global array, is supported).
struct Cell {
  int v; __device__ int &value() { return v; }
};

__global__ void k(int *out) {
  Cell c;
  c.v = 0;
  c.value() = threadIdx.x;
  out[threadIdx.x] = c.v;
}
