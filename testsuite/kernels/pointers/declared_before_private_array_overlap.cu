//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=2
//possible write-write race on out\[
//
// A pointer declared before the private array it is set to: the values come from the array,
// and the writes of neighbouring threads overlap.

__global__ void spread(float *out) {
  float *p;
  float pair[2];
  unsigned g = blockIdx.x * 64 + threadIdx.x;
  pair[0] = 1.0f;
  pair[1] = (float)g;
  p = pair;
  out[g] = p[0];
  out[g + 1] = p[1];
}
