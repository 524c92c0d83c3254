//pass
//--local_size=64 --num_groups=8

// do-while version of a grid-stride loop: the body runs at least once.
__kernel void stamp(__global unsigned *A, unsigned n) {
  unsigned gid = get_global_id(0);
  unsigned i = gid;
  do {
    A[i] = gid;
    i += get_global_size(0);
  } while (i < n);
}
