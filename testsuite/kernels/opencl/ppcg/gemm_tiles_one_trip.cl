//pass
//--local_size=[16,4] --num_groups=[8,8] --backend=smt2

// Generated-style matrix product: every tile loop starts at the group's tile and steps by the
// whole grid, so with the grid covering the matrix each thread runs it once. Rows of C belong
// to (group, t0), columns to (group, t1, c3); the shared tiles are written by distinct threads
// between barriers. (The Boogie route needs minutes for it: smt2 only.)
__kernel void kernel0(__global float *A, __global float *B, __global float *C, float alpha, float beta, int ni, int nj, int nk)
{
    int b0 = get_group_id(0), b1 = get_group_id(1);
    int t0 = get_local_id(0), t1 = get_local_id(1);
    __local float shared_A[16][16];
    __local float shared_B[16][16];
    float private_C[1][4];
    __requires(ni == 128);
    __requires(nj == 128);
    __requires(nk == 128);

    for (int c0 = 16 * b0; c0 < ni; c0 += 128)
      for (int c1 = 16 * b1; c1 < nj; c1 += 128) {
        for (int c3 = 0; c3 <= 3; c3 += 1)
          private_C[0][c3] = C[(t0 + c0) * nj + (4 * c3 + t1 + c1)] * beta;
        for (int c2 = 0; c2 < nk; c2 += 16) {
          for (int c4 = t1; c4 <= 15; c4 += 4)
            shared_A[t0][c4] = A[(t0 + c0) * nk + (c2 + c4)];
          for (int c3 = 0; c3 <= 15; c3 += 4)
            shared_B[c3 + t1][t0] = B[(c2 + c3 + t1) * nj + (t0 + c1)];
          barrier(CLK_LOCAL_MEM_FENCE);
          for (int c3 = 0; c3 <= 3; c3 += 1)
            for (int c4 = 0; c4 <= 15; c4 += 1)
              private_C[0][c3] += alpha * shared_A[t0][c4] * shared_B[c4][4 * c3 + t1];
          barrier(CLK_LOCAL_MEM_FENCE);
        }
        for (int c3 = 0; c3 <= 3; c3 += 1)
          C[(t0 + c0) * nj + (4 * c3 + t1 + c1)] = private_C[0][c3];
        barrier(CLK_LOCAL_MEM_FENCE);
      }
}
