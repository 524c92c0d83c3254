//pass
//--blockDim=64 --gridDim=1
//
// A struct whose members have default initializers is still an aggregate: `= {a, b}`
// initialises its members in order, `{}` leaves them to their defaults. Each thread writes
// element stride * t + first.

struct Layout {
  int stride = 1;
  int first = 0;
};

__global__ void place(int *out) {
  Layout l = {2, 1};
  Layout d{};
  out[l.stride * threadIdx.x + l.first] = d.stride + d.first;
}
