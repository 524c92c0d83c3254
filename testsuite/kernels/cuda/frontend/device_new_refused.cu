//xfail:UNSUPPORTED
//--blockDim=64 --gridDim=1
//device_new_refused.cu:10:18: error: unsupported: 'new' expression \(device heap\)
//device_new_refused.cu:13:3: error: unsupported: 'delete' expression \(device heap\)
//
// Allocation on the device heap has no model: refused, naming the construct, rather than a
// parse error.

__global__ void k(int *a) {
  int *scratch = new int[4];
  scratch[0] = threadIdx.x;
  a[threadIdx.x] = scratch[0];
  delete[] scratch;
}
