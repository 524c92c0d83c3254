//xfail:UNSUPPORTED
//
//error: unsupported: named barriers without launch sizes

__global__ void no_launch_sizes(int *out) {
  asm volatile("bar.sync 0;");
  out[threadIdx.x] = 1;
}
