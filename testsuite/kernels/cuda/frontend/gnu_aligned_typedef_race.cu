//xfail:NOT_ALL_VERIFIED
//--blockDim=32 --gridDim=1
//possible write-write race on out\[
//
// `__attribute__((aligned(8)))` after the body makes a 4-byte struct 8 bytes long: only
// the threads of one half write 1 in the size test, so the others race with them.

typedef struct { short a; short b; } __attribute__((aligned(8))) Pair;

__global__ void sizes(int *out) {
  if (sizeof(Pair) == 8 && threadIdx.x < 16)
    out[0] = 1;
  if (threadIdx.x >= 16)
    out[0] = 2;
}
