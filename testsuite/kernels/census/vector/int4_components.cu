//pass
//--blockDim=64 --gridDim=64

// Per-thread int4 with all four named components.
__global__ void bbox_area(const int4 *boxes, int *area) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  int4 b = boxes[i];
  int w = b.z - b.x;
  int h = b.w - b.y;
  area[i] = (w > 0 && h > 0) ? w * h : 0;
}
