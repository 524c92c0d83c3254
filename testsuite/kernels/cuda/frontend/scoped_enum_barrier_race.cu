//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=2
//possible write-read race on buf\[

// A scoped enum with an underlying type selects the phase; the barrier between the phases
// is missing, so the neighbour's cell is read while it is written.
enum class Phase : unsigned char { Load, Shift };

__device__ void step(Phase p, int *buf, const int *in, int *out, int t, int g) {
  if (p == Phase::Load)
    buf[t] = in[g];
  else
    out[g] = buf[(t + 1) % 64];
}

__global__ void k(int *out, const int *in) {
  __shared__ int buf[64];
  int t = threadIdx.x;
  int g = blockIdx.x * blockDim.x + t;
  step(Phase::Load, buf, in, out, t, g);
  step(static_cast<Phase>(1), buf, in, out, t, g);
}
