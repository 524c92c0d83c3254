//pass
//--local_size=64 --num_groups=4

// A grid-stride loop inside another loop: the inner counter is re-initialised on every outer
// iteration, and stays congruent to the global id modulo the global size.
__kernel void k(__global float *A, int n, int ni) {
  for (int t = 0; t < n; t++) {
    for (int i = 0, idx = get_global_id(0); i < ni; i++, idx += get_global_size(0)) {
      A[idx] = A[idx] * 2.0f;
    }
  }
}
