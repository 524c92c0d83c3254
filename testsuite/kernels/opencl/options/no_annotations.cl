//pass
//--local_size=64 --num_groups=1 --no-annotations

/* The failing assertion and the invariant are ignored. */
__kernel void k(__global int *A) {
  __assert(get_local_id(0) == 1000);
  for (int i = 0; __invariant(i == 12345), i < 4; i++)
    A[get_local_id(0)] = i;
}
