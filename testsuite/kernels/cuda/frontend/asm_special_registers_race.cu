//xfail:NOT_ALL_VERIFIED
//--blockDim=[32,4] --gridDim=2
//possible write-write race on s\[
//
// The twin of asm_special_registers.cu: `%laneid` repeats in every warp, so indexing by the
// lane alone makes the block's four warps write the same cells.

__device__ __forceinline__ unsigned lane_id() {
  unsigned r;
  asm volatile("mov.u32 %0, %%laneid;" : "=r"(r));
  return r;
}

__global__ void k(unsigned *out) {
  __shared__ unsigned s[32];
  unsigned lane = lane_id();
  s[lane] = threadIdx.y;
  __syncthreads();
  out[(blockIdx.x * 4 + threadIdx.y) * 32 + lane] = s[31 - lane];
}
