//pass
//--blockDim=32 --gridDim=1
//
// Packing a struct whose members already sit at their natural offsets changes nothing.

struct __attribute__((packed)) Rec { int key; int value; };

__global__ void recs(Rec *r, int *out) {
  out[threadIdx.x] = r[threadIdx.x].value + (int)sizeof(Rec);
}
