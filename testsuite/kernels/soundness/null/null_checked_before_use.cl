//pass
//--local_size=64 --num_groups=2

__kernel void k(__global int *out, int n) {
  __global int *p = 0;
  if (n > 0) p = out;
  if (p != 0) p[get_global_id(0)] = 1;
}
