//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=1
//this assertion might not hold

// Twin of record_constants.cu: each instance of a record template has its own constant.
template <int B> struct Traits { static const int size = B * 2; };

__global__ void k(int *out) {
  __assert(Traits<4>::size == 8);
  __assert(Traits<5>::size == 8);
  out[threadIdx.x] = Traits<3>::size;
}
