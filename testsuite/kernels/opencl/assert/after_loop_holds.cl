//pass
//--local_size=16 --num_groups=1

// After the counting loop the counter equals the bound.
__kernel void count(__global unsigned *A, unsigned n) {
  unsigned i = 0;
  while (__invariant(i <= n), i < n) {
    i++;
  }
  __assert(i == n);
  A[get_local_id(0)] = i;
}
