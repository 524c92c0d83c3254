//pass
//--blockDim=192 --gridDim=2

// A block of 192 threads (not a power of two) strides through its 256 bins: thread t owns
// bins t and t + 192.
__global__ void bins(unsigned int *out) {
  for (unsigned int bin = threadIdx.x; bin < 256; bin += blockDim.x)
    out[blockIdx.x * 256 + bin] = bin;
}
