//pass
//--blockDim=64 --gridDim=1

// The race-free twin of record_constants_race.cu: both indexing records have N == 64.
const int N = 32;
struct Full { enum { N = 64 }; };
struct Other { enum { N = 64 }; };

__global__ void k(int *out) {
  out[threadIdx.x % Full::N] = N;
  __syncthreads();
  out[threadIdx.x % Other::N] = threadIdx.x + Full::N;
}
