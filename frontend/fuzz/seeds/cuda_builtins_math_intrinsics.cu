//pass
//--blockDim=64 --gridDim=4

// CUDA math and bit intrinsics.
__global__ void k(float *out, unsigned *bits) {
  unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
  float x = out[i];
  float s, c;
  __sincosf(x, &s, &c);
  float z = fmaxf(x, 1.0f);
  float y = __saturatef(x) + __fdividef(x, 3.0f) + __expf(x) + __logf(x) + s + c + rsqrtf(x) + fminf(x, z);
  unsigned b = bits[i];
  int f = __ffs(b) + __clz(b) + __popc(b);
  unsigned r = __brev(b) + __usad(b, 3u, 1u) + __umulhi(b, b) + (unsigned)__mulhi((int)b, 7) + __umul24(b, 2u) + (unsigned)__mul24((int)b, 2);
  __assert(__usad(5u, 3u, 1u) == 3u);
  __assert(__usad(3u, 5u, 0u) == 2u);
  __assert(__umulhi(0x80000000u, 4u) == 2u);
  out[i] = y + (float)f;
  bits[i] = r;
}
