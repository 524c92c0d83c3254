//pass
//--local_size=64 --num_groups=1 --kernel-args=k,0x0000000400000003

/* A vector argument takes the value's bytes from its first component. */
__kernel void k(int2 v, __global int *A) {
  __assert(v.x == 3 && v.y == 4);
  A[get_local_id(0)] = v.x + v.y;
}
