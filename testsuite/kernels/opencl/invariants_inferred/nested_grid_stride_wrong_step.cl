//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=4
//possible (write-write|write-read|read-write) race on A

// The inner loop steps by the group size instead of the global size: threads of different
// groups meet.
__kernel void k(__global float *A, int n, int ni) {
  for (int t = 0; t < n; t++) {
    for (int i = 0, idx = get_global_id(0); i < ni; i++, idx += get_local_size(0)) {
      A[idx] = A[idx] * 2.0f;
    }
  }
}
