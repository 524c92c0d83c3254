//xfail:NOT_ALL_VERIFIED
//--blockDim=128 --gridDim=8
//Kernel 'good' \(1 of 2\)
//Kernel 'bad' \(2 of 2\)
//possible write-write race on out\[
//
// Every kernel of a file is verified, not only the first.
__global__ void good(float *out) { out[blockIdx.x * blockDim.x + threadIdx.x] = 1.0f; }
__global__ void bad(float *out) { out[threadIdx.x] = blockIdx.x; }
