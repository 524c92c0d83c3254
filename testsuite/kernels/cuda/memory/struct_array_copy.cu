//pass
//--blockDim=64 --gridDim=4

// Whole structs with fields of different widths copied between buffers.
struct Particle {
  float x, y;
  int id;
  char alive;
  double mass;
};

__global__ void copy(Particle *dst, const Particle *src) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  Particle p = src[i];
  p.alive = 1;
  dst[i] = p;
}
