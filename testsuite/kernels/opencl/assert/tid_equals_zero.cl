//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=4
//this assertion might not hold

__kernel void only_first(__global int *A) {
  int x = get_local_id(0);
  __assert(x == 0);
  A[get_global_id(0)] = x;
}
