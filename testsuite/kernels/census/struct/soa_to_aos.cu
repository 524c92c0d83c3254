//pass
//--blockDim=128 --gridDim=128

typedef struct {
  float x;
  float y;
} Point;

// Structure-of-arrays to array-of-structs conversion.
__global__ void interleave(const float *xs, const float *ys, Point *pts) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  Point p;
  p.x = xs[i];
  p.y = ys[i];
  pts[i] = p;
}
