//pass
//--blockDim=64 --gridDim=4

// Warp shuffles and votes give arbitrary values; the kernel only writes its own cell.
__global__ void k(int *out) {
  unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
  int v = out[i];
  v += __shfl_down_sync(0xffffffff, v, 1);
  v += __shfl_xor(v, 2);
  v += __shfl_up_sync(__activemask(), v, 4, 32);
  unsigned b = __ballot_sync(0xffffffff, v > 0);
  int any = __any_sync(0xffffffff, v > 3);
  __syncwarp();
  out[i] = v + (int)b + any;
}
