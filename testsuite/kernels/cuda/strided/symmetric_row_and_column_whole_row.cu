//xfail:NOT_ALL_VERIFIED
//--blockDim=32 --gridDim=2
//error: possible write-write race on symmat\[

// As symmetric_row_and_column.cu, but every thread computes its whole row, not only from the
// diagonal on: thread j2 mirrors element (j1, j2) into the place where thread j1 writes it.

#define M 64
#define N 64

__global__ void covariance(float *symmat, const float *data) {
  int j1 = blockIdx.x * blockDim.x + threadIdx.x;
  if (j1 < M) {
    for (int j2 = 0; j2 < M; j2++) {
      float s = 0;
      for (int i = 0; i < N; i++)
        s += data[i * M + j1] * data[i * M + j2];
      symmat[j1 * M + j2] = s;
      symmat[j2 * M + j1] = s + j1;
    }
  }
}
