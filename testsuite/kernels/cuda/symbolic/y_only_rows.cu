//pass
//
//with one thread and one group in dimension z, which the kernel does not use
//
// A kernel that mentions only y may still be launched with many threads in x; here every
// thread of a row only reads the row's element and adds to the sum atomically, so the
// threads that share a y index do not race.

__global__ void k(const int *in, int *sum) {
  int row = blockIdx.y * blockDim.y + threadIdx.y;
  atomicAdd(&sum[row], in[row]);
}
