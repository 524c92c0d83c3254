//pass
//--blockDim=[32,4] --gridDim=2
//
// Inline PTX that reads a special register the thread's position determines is that
// value: `%laneid` is the linear thread index modulo the warp size, the `%lanemask_*`
// registers are its bit masks, and `%tid`, `%ntid`, `%ctaid`, `%nctaid` are threadIdx,
// blockDim, blockIdx and gridDim.

__device__ __forceinline__ unsigned lane_id() {
  unsigned r;
  asm volatile("mov.u32 %0, %%laneid;" : "=r"(r));
  return r;
}

__device__ __forceinline__ unsigned lanemask(int which) {
  unsigned lt, ge, le;
  asm("mov.u32 %0, %%lanemask_lt;" : "=r"(lt));
  asm("mov.u32 %0, %%lanemask_ge;" : "=r"(ge));
  asm("mov.u32 %0, %%lanemask_le;" : "=r"(le));
  return which == 0 ? lt : which == 1 ? ge : le;
}

__global__ void k(unsigned *out) {
  __shared__ unsigned s[4][32];
  unsigned lane = lane_id();
  unsigned ty;
  asm("mov.u32 %0, %%tid.y;" : "=r"(ty));
  __assert(lane == (threadIdx.x + threadIdx.y * blockDim.x) % 32);
  __assert(ty == threadIdx.y);
  __assert(lanemask(0) == (1u << lane) - 1 && lanemask(1) == ~lanemask(0));
  __assert(lane != 31 || lanemask(2) == 0xffffffffu);
  s[ty][lane] = lane;
  __syncthreads();
  out[(blockIdx.x * 4 + ty) * 32 + lane] = s[3 - ty][31 - lane];
}
