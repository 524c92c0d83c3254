//pass
//--blockDim=16 --gridDim=1
//
// `__align__(16)` makes a one-int struct 16 bytes long: element t's field is int 4t, so
// thread 0 reads the field of element 5 only after the barrier.

struct __align__(16) Slot { int value; };

__global__ void gather(int *out) {
  __shared__ Slot slots[32];
  slots[threadIdx.x].value = threadIdx.x;
  __syncthreads();
  if (threadIdx.x == 0)
    out[0] = ((int *)slots)[20];
}
