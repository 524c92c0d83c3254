//xfail:UNSUPPORTED
//--blockDim=32 --gridDim=1
//unsupported: packed struct
//
// A packed struct whose int sits at byte 1 has a layout kcc does not model: refused.

struct __attribute__((packed)) Rec { char tag; int value; };

__global__ void recs(Rec *r, int *out) {
  out[threadIdx.x] = r[threadIdx.x].value;
}
