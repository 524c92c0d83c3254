//pass
//--local_size=[32,32] --num_groups=[16,16]

// Barriers in tile loops whose bounds depend only on the group ids: uniform within a group,
// although the two threads of an inter-group pair run different iterations.
__kernel void k(__global double *A, __global double *B, int n)
{
    int b0 = get_group_id(0), b1 = get_group_id(1);
    int t0 = get_local_id(0), t1 = get_local_id(1);
    __local double s[32][32];
    __requires(n == 512);
    for (int c0 = 32 * b0; c0 < n; c0 += 8192)
      for (int c1 = 32 * b1; c1 < n; c1 += 8192) {
        s[t0][t1] = A[(c0 + t0) * n + c1 + t1];
        barrier(CLK_LOCAL_MEM_FENCE);
        B[(c0 + t0) * n + c1 + t1] = s[t1][t0];
        barrier(CLK_LOCAL_MEM_FENCE);
      }
    __function_wide_invariant(__write_implies(B, __write_offset_bytes(B)/sizeof(double) / n == 32 * b0 + t0 && __write_offset_bytes(B)/sizeof(double) % n == 32 * b1 + t1));
}
