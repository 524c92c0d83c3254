//pass
//--blockDim=64 --gridDim=1

/* Quotient and remainder by a symbolic divisor keep their exact values. */
__global__ void k(unsigned *out, unsigned n) {
  __requires(n > 0);
  unsigned x = threadIdx.x * 7;
  unsigned q = x / n;
  unsigned r = x % n;
  __assert(r < n);
  __assert(q <= x && r <= x);
  out[threadIdx.x] = q + r;
}
