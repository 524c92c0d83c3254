//xfail:UNSUPPORTED
//--blockDim=32 --gridDim=1
//device_launch_refused.cu:11:27: error: unsupported: kernel launch
//
// Dynamic parallelism (a launch from device code) is not modelled; host code's launches
// are ignored with the rest of the host code (host_code.cu).

__global__ void child(int *A) { A[threadIdx.x] = 1; }

__global__ void k(int *A) {
  if (threadIdx.x == 0) { child<<<1, 32>>>(A); }
}
