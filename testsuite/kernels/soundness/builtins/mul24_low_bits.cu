//pass
//--blockDim=64 --gridDim=1

// __mul24 and __umul24 read bits 23..0 of their operands, as a signed and an unsigned 24-bit
// value.
__global__ void k(int *out) {
  __assert(__umul24(1u << 24, 3u) == 0u);
  __assert(__umul24(0x1000005u, 3u) == 15u);
  __assert(__mul24(0x800000, 2) == -(1 << 24));
  __assert(__mul24(-3, 5) == -15);
  __assert(__umul24(0xffffffu, 2u) == 0x1fffffeu);
  out[threadIdx.x] = __mul24((int)threadIdx.x, 3);
}
