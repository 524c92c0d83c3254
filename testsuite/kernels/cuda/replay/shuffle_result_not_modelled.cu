//xfail:NOT_ALL_VERIFIED
//--blockDim=32 --gridDim=1 --warp-sync=32
//this assertion might not hold
//note: reproduced only by an execution in which the result of the operation at .*shuffle_result_not_modelled.cu:10:3 was arbitrary

// Each lane reads its own value, so the assertion holds on a GPU; kcc does not model what a
// shuffle returns, and says that the execution reproducing the report relied on that.
__global__ void own_lane(int *x) {
  int v = threadIdx.x * 3;
  int w = __shfl_sync(0xffffffff, v, threadIdx.x);
  __assert(w == v);
}
