//pass
//--local_size=[32,16] --num_groups=[16,16]

// PPCG's shape: tile loops that start at the group's tile and stride over the grid, with a
// function-wide invariant (GPUVerify: not guarded by enabledness) placing every write in the
// thread's row and columns. Thread 1 may leave the inner loop while thread 2 stays in it.
#pragma OPENCL EXTENSION cl_khr_fp64 : enable
__kernel void kernel0(__global double *C, int ni, int nj)
{
    int b0 = get_group_id(0), b1 = get_group_id(1);
    int t0 = get_local_id(0), t1 = get_local_id(1);
    __requires(ni == 512);
    __requires(nj == 512);
    for (int c0 = 32 * b0; c0 < ni; c0 += 8192)
      for (int c1 = 32 * b1; c1 < nj; c1 += 8192) {
        if (ni >= t0 + c0 + 1 && nj >= t1 + c1 + 1)
          C[(t0 + c0) * nj + (t1 + c1)] = 1.0;
        if (ni >= t0 + c0 + 1 && nj >= t1 + c1 + 17)
          C[(t0 + c0) * nj + (t1 + c1 + 16)] = 2.0;
      }
    __function_wide_invariant(__write_implies(C, (__write_offset_bytes(C)/sizeof(double)) / nj - 32 * b0 - t0 == 0
        && ((__write_offset_bytes(C)/sizeof(double)) % nj - 32 * b1 - t1 == 0
            || (__write_offset_bytes(C)/sizeof(double)) % nj - 32 * b1 - t1 == 16)));
}
