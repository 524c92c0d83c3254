//xfail:UNSUPPORTED
//--blockDim=32 --gridDim=2
//enumerator 'B' \(not a constant kcc can evaluate\)

/* An enumerator kcc cannot evaluate is refused, never given a guessed value (B, and C after
   it, would otherwise be taken as 4 and 5). */
__device__ int f() { return 7; }
enum { A = 3, B = f(), C };

__global__ void k(int *out) {
  __assert(C == 5);
  out[threadIdx.x] = A;
}
