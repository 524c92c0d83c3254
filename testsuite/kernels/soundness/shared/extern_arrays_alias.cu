//xfail:NOT_ALL_VERIFIED
//--blockDim=128 --gridDim=1
//possible write-write race on keys\[
//
// Every extern __shared__ array starts at the dynamic shared memory: keys[] and vals[] are
// one memory, so thread t's vals[t + 1] is thread t+1's keys[t + 1].
__global__ void pack(const int *k, const float *v, int *out) {
  extern __shared__ int keys[];
  extern __shared__ float vals[];
  keys[threadIdx.x] = k[threadIdx.x];
  vals[threadIdx.x + 1] = v[threadIdx.x];
  __syncthreads();
  out[threadIdx.x] = keys[threadIdx.x];
}
