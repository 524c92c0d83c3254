//pass
//--blockDim=64 --gridDim=1

// CUDA's bit intrinsics equal references written with plain arithmetic, for every input,
// and the 64-bit ones agree with the 32-bit ones on each half.
__device__ unsigned lz(unsigned x) { unsigned n = 0; if (x == 0u) return 32u; if ((x & 0xFFFF0000u) == 0u) { n += 16u; x <<= 16; } if ((x & 0xFF000000u) == 0u) { n += 8u; x <<= 8; } if ((x & 0xF0000000u) == 0u) { n += 4u; x <<= 4; } if ((x & 0xC0000000u) == 0u) { n += 2u; x <<= 2; } if ((x & 0x80000000u) == 0u) { n += 1u; } return n; }
__device__ unsigned rev(unsigned v) { v = ((v >> 1) & 0x55555555u) | ((v & 0x55555555u) << 1); v = ((v >> 2) & 0x33333333u) | ((v & 0x33333333u) << 2); v = ((v >> 4) & 0x0F0F0F0Fu) | ((v & 0x0F0F0F0Fu) << 4); v = ((v >> 8) & 0x00FF00FFu) | ((v & 0x00FF00FFu) << 8); return (v >> 16) | (v << 16); }
__global__ void k(const unsigned *in, const unsigned long long *lin) {
  unsigned x = in[threadIdx.x];
  unsigned long long l = lin[threadIdx.x];
  __assert(__clz((int)x) == (int)lz(x));
  __assert(__ffs((int)x) == (x == 0u ? 0 : 32 - (int)lz(x & (0u - x))));
  __assert(__brev(x) == rev(x));
  __assert(__popcll(l) == __popc((unsigned)l) + __popc((unsigned)(l >> 32)));
  __assert(__clzll(l) == ((l >> 32) == 0ull ? 32 + __clz((int)(unsigned)l) : __clz((int)(unsigned)(l >> 32))));
  __assert(__ffsll(l) == (((unsigned)l) != 0u ? __ffs((int)(unsigned)l) : (((unsigned)(l >> 32)) == 0u ? 0 : 32 + __ffs((int)(unsigned)(l >> 32)))));
}
