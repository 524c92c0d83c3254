//pass
//--local_size=64 --num_groups=4

__kernel void k(__global unsigned *A, unsigned n) {
  unsigned acc = 0;
  for (unsigned i = 0; __invariant(i <= n), __invariant(acc == 3 * i), i < n; i++) {
    acc += 3;
  }
  __assert(acc == 3 * n);
  A[get_global_id(0)] = acc;
}
