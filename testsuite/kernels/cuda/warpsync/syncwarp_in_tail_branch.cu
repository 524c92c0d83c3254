//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=1
//'__syncwarp' may be reached by non-uniform control flow
//
// `__syncwarp()` names every lane of the warp, but only the threads below 40 reach it: the
// second warp's lanes 8 to 31 do not.

__global__ void tail(int *data) {
  if (threadIdx.x < 40) {
    data[threadIdx.x] += 1;
    __syncwarp();
  }
}
