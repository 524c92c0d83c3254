//pass
//--local_size=64 --num_groups=1

/* Atomic functions' results and effects, each work-item on its own cells so that the outcome
   does not depend on the order: signed and unsigned min and max, compare-and-swap that
   succeeds and fails, increments, exchanges, bitwise updates (see the native check). */
#define N 12
__kernel void k(__global const int *in, __global int *cells, __global uint *ucells,
                __global int *old) {
  size_t i = get_local_id(0);
  int a = in[i], b = in[i + 64];
  __global int *c = cells + i * 4;
  __global uint *u = ucells + i * 2;
  __global int *o = old + i * N;
  o[0] = atomic_add(&c[0], b);
  o[1] = atomic_min(&c[1], b);
  o[2] = atomic_max(&c[2], a);
  o[3] = (int)atomic_min(&u[0], (uint)b);
  o[4] = (int)atomic_max(&u[1], (uint)a);
  o[5] = atomic_cmpxchg(&c[3], a, b);
  o[6] = atomic_cmpxchg(&c[3], c[3] + 1, 7);
  o[7] = atomic_inc(&c[0]);
  o[8] = atomic_dec(&c[1]);
  o[9] = atomic_xchg(&c[2], a ^ b);
  o[10] = atomic_and(&c[0], b) + atomic_or(&c[1], a);
  o[11] = atomic_xor(&c[2], b) - atomic_sub(&c[3], a);
}
