//xfail:UNSUPPORTED
//--blockDim=32 --gridDim=1
//unsupported: bit-field member 'idx'
//
// A bit-field keeps only its low bits and shares its word with its neighbours: kcc does not
// model that and refuses it.

struct Tag { unsigned idx : 4; unsigned kind : 4; };

__global__ void tags(int *a) {
  __shared__ int s[32];
  Tag t;
  t.idx = threadIdx.x;
  s[t.idx] = threadIdx.x;
}
