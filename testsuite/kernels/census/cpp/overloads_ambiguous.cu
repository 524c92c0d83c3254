//xfail:UNSUPPORTED
//--blockDim=32 --gridDim=1
//call of overloaded 'g' that kcc cannot tell apart

/* Both overloads need one conversion: ambiguous (an error in C++ too); never guessed. */
__device__ int g(int a, float b) { return 1; }
__device__ int g(float a, int b) { return 2; }

__global__ void k(int *out) {
  out[threadIdx.x] = g(1, 2);
}
