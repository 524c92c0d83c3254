//pass
//--blockDim=64 --gridDim=4

// CUDA atomics under all their names never race with each other.
__global__ void k(int *G, unsigned *U, float *F, int *out) {
  __shared__ int S[4];
  int a = atomicAdd(G, 1);
  atomicSub(G, 1);
  atomicExch(G + 1, 3);
  atomicMin(G + 2, (int)threadIdx.x);
  atomicMax(G + 2, 5);
  atomicAnd(G + 3, 1);
  atomicOr(G + 3, 2);
  atomicXor(G + 3, 4);
  atomicCAS(G + 4, 0, 1);
  atomicInc(U, 100u);
  atomicDec(U, 100u);
  atomicAdd(F, 1.0f);
  atomicAdd_block(S, 1);
  atomicAdd_system(G + 5, 1);
  out[blockIdx.x * blockDim.x + threadIdx.x] = a;
}
