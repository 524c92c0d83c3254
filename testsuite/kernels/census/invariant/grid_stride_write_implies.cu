//pass
//--blockDim=256 --gridDim=64

// Grid-stride scaling loop with the access pattern stated as a loop invariant: every element
// this thread has written is congruent to its global id modulo the grid size.
__global__ void scale_all(float *data, float k, unsigned n) {
  unsigned tid = blockIdx.x * blockDim.x + threadIdx.x;
  unsigned stride = blockDim.x * gridDim.x;
  for (unsigned i = tid;
       __invariant(i % stride == tid),
       __global_invariant(__write_implies(data, (__write_offset_bytes(data) / sizeof(float)) % stride == tid)),
       __global_invariant(__read_implies(data, (__read_offset_bytes(data) / sizeof(float)) % stride == tid)),
       i < n;
       i += stride) {
    data[i] = data[i] * k;
  }
}
