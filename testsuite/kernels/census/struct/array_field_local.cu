//pass
//--blockDim=64 --gridDim=2

/* A local struct with an array member indexed by a variable. */
struct Window { int v[4]; int n; };

__global__ void k(const int *in, int *out) {
  int t = blockIdx.x * blockDim.x + threadIdx.x;
  Window w;
  w.n = 4;
  w.v[0] = 0;
  w.v[1] = 2;
  w.v[2] = 4;
  w.v[3] = 6;
  __assert(w.v[3] == 6);
  out[t] = w.v[t % 4] + in[t];
}
