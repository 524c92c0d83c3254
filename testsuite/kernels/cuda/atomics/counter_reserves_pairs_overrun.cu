//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=4
//possible write-write race on list\[

// The twin of counter_reserves_pairs.cu writing one slot past its reservation: slot + 2 is
// the first slot of the next thread's reservation.
__global__ void emit_pairs(unsigned *count, float *list, const float *in) {
  unsigned t = blockIdx.x * blockDim.x + threadIdx.x;
  unsigned slot = atomicAdd(count, 2u);
  list[slot] = in[t];
  list[slot + 2] = -in[t];
}
