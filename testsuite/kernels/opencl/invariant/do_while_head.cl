//pass
//--local_size=16 --num_groups=1

// A do-while loop carries its invariant as the first statement of the body.
__kernel void k(__global unsigned *A, unsigned n) {
  unsigned i = 0;
  do {
    __invariant(i <= n);
    i++;
  } while (i < n);
  A[get_local_id(0)] = i;
}
