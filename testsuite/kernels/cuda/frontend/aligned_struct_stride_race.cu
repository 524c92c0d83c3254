//xfail:NOT_ALL_VERIFIED
//--blockDim=16 --gridDim=1
//possible write-read race on slots\[5\]
//
// The twin of aligned_struct_stride.cu without the barrier: int 20 is the field of element
// 5 (the struct is 16 bytes), which thread 5 writes.

struct __align__(16) Slot { int value; };

__global__ void gather(int *out) {
  __shared__ Slot slots[32];
  slots[threadIdx.x].value = threadIdx.x;
  if (threadIdx.x == 0)
    out[0] = ((int *)slots)[20];
}
