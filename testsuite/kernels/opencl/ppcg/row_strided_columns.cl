//pass
//--local_size=[32,8] --num_groups=[8,8]

// Generated-style symmetric rank-k update: each thread owns one row of its tile and every
// eighth column of it (c3 = t1, t1 + 8, ...); the inner loop keeps c3 fixed while it
// accumulates into the same element.
#define ppcg_min(x,y)    ({ __typeof__(x) _x = (x); __typeof__(y) _y = (y); _x < _y ? _x : _y; })
__kernel void kernel0(__global float *A, __global float *C, float alpha, float beta, int n, int m)
{
    int b0 = get_group_id(0), b1 = get_group_id(1);
    int t0 = get_local_id(0), t1 = get_local_id(1);
    __requires(n == 256);
    __requires(m == 64);

    for (int c0 = 32 * b0; c0 < n; c0 += 256)
      for (int c1 = 32 * b1; c1 < n; c1 += 256)
        if (n >= t0 + c0 + 1)
          for (int c3 = t1; c3 <= ppcg_min(31, n - c1 - 1); c3 += 8) {
            C[(t0 + c0) * n + (c1 + c3)] *= beta;
            for (int c4 = 0; c4 < m; c4 += 1)
              C[(t0 + c0) * n + (c1 + c3)] += (alpha * A[(t0 + c0) * m + c4]) * A[(c1 + c3) * m + c4];
          }
}
