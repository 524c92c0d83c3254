//pass
//--blockDim=64 --gridDim=4

// Less common CUDA intrinsics: uninterpreted functions of their arguments (the same
// arguments give the same result), and clock() a fresh value at every call.
__global__ void k(float *out, unsigned *bits, double *d, long long *t) {
  unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
  float x = out[i];
  unsigned b = bits[i];
  __assert(__byte_perm(b, 0u, 0x0123u) == __byte_perm(b, 0u, 0x0123u));
  unsigned f = __funnelshift_l(b, b, 3) + __vabsdiffu4(b, b) + (unsigned)__hadd((int)b, 1);
  long long r = lrintf(x) + llroundf(x);
  float ip;
  int ex;
  float y = modff(x, &ip) + frexpf(x, &ex) + ip + (float)ex + norm3df(x, x, x) + rhypotf(x, 1.0f) + erfcxf(x) + j0f(x) + scalbnf(x, 2);
  double z = __dmul_rn(d[i], 2.0) + __dadd_rn(d[i], 1.0) + __drcp_rn(d[i]);
  long long t0 = clock64();
  t[i] = clock64() - t0;
  out[i] = y;
  bits[i] = f;
  d[i] = z + (double)r;
}
