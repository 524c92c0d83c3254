//pass
//--blockDim=64 --gridDim=2

// __ffs, __clz, __popc and __brev have their exact values: a lane index from __ffs of a
// one-hot mask is the lane itself.
__global__ void k(unsigned *out) {
  unsigned t = threadIdx.x;
  unsigned lane = t & 31u;
  unsigned mask = 1u << lane;
  int first = __ffs(mask) - 1;
  out[blockIdx.x * 64 + (t & ~31u) + first] = t;
  __assert(__ffs(0) == 0);
  __assert(__clz(mask) == 31 - (int)lane);
  __assert(__popc(mask | 1u) == (lane == 0u ? 1 : 2));
  __assert(__brev(mask) == (0x80000000u >> lane));
  __assert(__popcll(0xFFFFFFFFFFFFFFFFull) == 64);
}
