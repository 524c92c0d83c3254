//pass
//--local_size=64 --num_groups=1 --check-array-bounds

__kernel void k(__global int *out) {
  __local int L[16];
  __local char *c = (__local char *)L;
  c[get_local_id(0)] = 1;
}
