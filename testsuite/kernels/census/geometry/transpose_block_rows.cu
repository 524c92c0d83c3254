//pass
//--blockDim=[32,8] --gridDim=[16,16]

#define TILE 32
#define ROWS 8
#define WOFF(a) (__write_offset_bytes(a) / sizeof(float))

// Coalesced transpose with 32x8 blocks: each thread moves TILE/ROWS elements in each phase.
// The loop invariants describe where the logged writes of this thread can be: in its own
// column and in rows congruent to its row modulo ROWS, inside this block's tile.
__global__ void transpose(const float *in, float *out) {
  __shared__ float tile[TILE][TILE + 1];
  int n = TILE * gridDim.x;
  int x = blockIdx.x * TILE + threadIdx.x;
  int y = blockIdx.y * TILE + threadIdx.y;
  for (int j = 0;
       __invariant(j % ROWS == 0), __invariant(j <= TILE),
       __global_invariant(__write_implies(tile, WOFF(tile) % (TILE + 1) == threadIdx.x)),
       __global_invariant(__write_implies(tile, WOFF(tile) / (TILE + 1) % ROWS == threadIdx.y)),
       __global_invariant(__write_implies(tile, WOFF(tile) / (TILE + 1) < TILE)),
       j < TILE;
       j += ROWS)
    tile[threadIdx.y + j][threadIdx.x] = in[(y + j) * n + x];
  __syncthreads();
  x = blockIdx.y * TILE + threadIdx.x;
  y = blockIdx.x * TILE + threadIdx.y;
  for (int j = 0;
       __invariant(j % ROWS == 0), __invariant(j <= TILE),
       __global_invariant(__write_implies(out, WOFF(out) % n == x)),
       __global_invariant(__write_implies(out, WOFF(out) / n / TILE == blockIdx.x)),
       __global_invariant(__write_implies(out, WOFF(out) / n % ROWS == threadIdx.y)),
       j < TILE;
       j += ROWS)
    out[(y + j) * n + x] = tile[threadIdx.x][threadIdx.y + j];
}
