//pass
//--blockDim=32 --gridDim=2

// A covariance matrix: thread j1 computes row j1 from the diagonal on and mirrors it into
// column j1. Each thread's writes lie in its own row or its own column, on or past the
// diagonal: the watched offset's row or its column is the thread's id (two 64-column
// dimensions of the offset, each split again into the group and the thread).

#define M 64
#define N 64

__global__ void covariance(float *symmat, const float *data) {
  int j1 = blockIdx.x * blockDim.x + threadIdx.x;
  if (j1 < M) {
    for (int j2 = j1; j2 < M; j2++) {
      float s = 0;
      for (int i = 0; i < N; i++)
        s += data[i * M + j1] * data[i * M + j2];
      symmat[j1 * M + j2] = s;
      symmat[j2 * M + j1] = s + j1;
    }
  }
}
