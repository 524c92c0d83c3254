//xfail:NOT_ALL_VERIFIED
//--blockDim=256 --gridDim=4
//error: possible write-write race on out\[

// As address_round_trip.cu, but the address advances by the block's id only: the threads of
// a block write one element.

__global__ void fill(float *out) {
  size_t p = (size_t)out;
  p += blockIdx.x * sizeof(float);
  float *q = (float *)p;
  *q = threadIdx.x;
}
