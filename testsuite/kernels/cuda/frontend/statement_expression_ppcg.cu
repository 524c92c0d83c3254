//pass
//--blockDim=32 --gridDim=4

/* PPCG's CUDA output defines ppcg_min/ppcg_max as GNU statement expressions with typeof,
   each operand evaluated once. */
#define ppcg_min(x,y)    ({ __typeof__(x) _x = (x); __typeof__(y) _y = (y); _x < _y ? _x : _y; })
#define ppcg_max(x,y)    ({ __typeof__(x) _x = (x); __typeof__(y) _y = (y); _x > _y ? _x : _y; })

__global__ void kernel0(int *A, int n) {
  __requires(n == 100);
  int t0 = threadIdx.x, b0 = blockIdx.x;
  int i = 32 * b0 + t0;
  int k = 0;
  int m = ppcg_min(k++, 5);
  __assert(k == 1 && m == 0);
  typeof(i) hi = ppcg_max(i, 3);
  __assert(hi >= i && hi >= 3);
  __assert(({ int d = 2 * i; d + 1; }) == 2 * i + 1);
  for (int c1 = i; c1 <= ppcg_min(n - 1, i + 0); c1 += 128)
    A[c1] = c1;
}
