//xfail:NOT_ALL_VERIFIED
//--blockDim=256 --gridDim=4
//error: possible null pointer access

// An address minus itself is 0, and cast back to a pointer it is null.

__global__ void fill(float *out) {
  size_t p = (size_t)out;
  p -= (size_t)out;
  float *q = (float *)p;
  *q = 1.0f;
}
