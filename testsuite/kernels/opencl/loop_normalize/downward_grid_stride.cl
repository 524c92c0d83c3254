//pass
//--local_size=64 --num_groups=4

// A grid-stride loop that walks down from the end of the buffer.
__kernel void k(__global float *A, int n) {
  int gs = get_global_size(0);
  for (int idx = n - 1 - (int)get_global_id(0); idx >= 0; idx -= gs)
    A[idx] = A[idx] * 0.5f;
}
