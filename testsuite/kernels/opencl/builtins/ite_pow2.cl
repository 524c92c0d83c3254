//pass
//--local_size=64 --num_groups=1

__kernel void k(__global int *A, unsigned n) {
  __requires(__is_pow2(n));
  __requires(n >= 2);
  unsigned lid = get_local_id(0);
  __assert(__mod_pow2(lid, n) == lid % n);
  __assert(__ite(lid < 32, lid, 0) < 32);
  A[lid] = __ite(lid < 32, 1, 2);
}
