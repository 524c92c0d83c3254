//pass
//--blockDim=64 --gridDim=1
//
// Copy-initialisation from another type runs a converting constructor (`Slot s = t;`), and
// an `if` may declare the value it tests: each thread writes element 2t.

struct Slot {
  int at;
  __device__ Slot(int t) : at(t * 2) {}
};

__global__ void place(int *out) {
  Slot s = threadIdx.x;
  if (int i = s.at + 1) {
    out[i - 1] = threadIdx.x;
  }
}
