//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=4
//possible write-write race on dst\[

// Two threads copy into the same element.
struct Particle {
  float x, y;
  int id;
  char alive;
  double mass;
};

__global__ void copy(Particle *dst, const Particle *src) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  dst[i / 2] = src[i];
}
