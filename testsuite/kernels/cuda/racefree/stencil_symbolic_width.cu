//pass
//--blockDim=[16,16] --gridDim=[4,4] --backend=smt2

// A 2-D Jacobi step over a row length and height given at launch: every index is
// `y * w + x` or a neighbour of it, products of two values the verifier knows nothing about.
// Two threads can meet on one element only by wrap-around, and then they write the same value.
// (The Boogie route runs out of time on it: the smt2 back end proves it with products
// abstracted.)
__global__ void jacobi(const float *in, float *out, int w, int h) {
  int x = blockIdx.x * blockDim.x + threadIdx.x;
  int y = blockIdx.y * blockDim.y + threadIdx.y;
  if (x > 0 && x < w - 1 && y > 0 && y < h - 1)
    out[y * w + x] = 0.25f * (in[y * w + x - 1] + in[y * w + x + 1] +
                              in[(y - 1) * w + x] + in[(y + 1) * w + x]);
}
