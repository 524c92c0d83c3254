//pass
//--blockDim=64 --gridDim=1

/* Division and remainder by 1 << k keep their meaning; a divisor reassigned later is not
   treated as a power of two. */
__global__ void k(unsigned *out, unsigned k, unsigned m) {
  __requires(k < 8);
  unsigned x = threadIdx.x;
  unsigned d = 1u << k;
  __assert(x / d == x >> k);
  __assert(x % d == (x & (d - 1)));
  __assert((x / d) * d + x % d == x);
  unsigned e = 1u << k;
  e = e + m;
  __assert(m != 0 || x % e == (x & ((1u << k) - 1)));
  out[x] = x / (1u << k) + x % e;
}
