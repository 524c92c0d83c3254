//pass
//--local_size=64 --num_groups=1 --kernel-args=k,0x00000003

/* With the argument fixed to 3, the stride spreads the writes apart. */
__kernel void k(int s, __global int *A) {
  __assert(s == 3);
  A[get_local_id(0) * s] = 1;
}
