//pass
//--local_size=4 --num_groups=1

// Each thread writes a different byte of the same int through a char pointer: no race.
__kernel void bytes(__global int *A) {
  __global char *p = (__global char *)A;
  int t = get_local_id(0);
  p[t] = (char)t;
}
