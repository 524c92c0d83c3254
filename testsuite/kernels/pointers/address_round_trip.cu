//pass
//--blockDim=256 --gridDim=4

// A pointer cast to an integer, advanced by the thread's global id in bytes, and cast back:
// the address stays inside the buffer, so it is not null and each thread writes its own
// element.

__global__ void fill(float *out) {
  size_t p = (size_t)out;
  p += (blockIdx.x * blockDim.x + threadIdx.x) * sizeof(float);
  float *q = (float *)p;
  *q = 1.0f;
}
