//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=1
//possible write-write race on out\[

// Two records define an enumerator N with different values, and a global N exists too:
// each qualified use must read its own record's value. With Half::N == 32 threads t and
// t + 32 write different values to the same element.
const int N = 64;
struct Full { enum { N = 64 }; };
struct Half { enum { N = 32 }; };

__global__ void k(int *out) {
  out[threadIdx.x % Full::N] = N;
  __syncthreads();
  out[threadIdx.x % Half::N] = threadIdx.x + Full::N;
}
