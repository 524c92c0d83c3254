//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=1 --kernel-args=k,*
//this assertion might not hold

/* '*' leaves the argument unconstrained. */
__kernel void k(int s, __global int *A) {
  __assert(s == 3);
  A[get_local_id(0)] = s;
}
