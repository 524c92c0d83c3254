//pass
//--local_size=64 --num_groups=2
//
// Fields of anonymous struct and union members are members of the enclosing struct.

typedef struct { int tag; union { int i; float f; }; struct { short lo, hi; }; } V;
__kernel void k(__global V *out, __global int *o2) {
  V v;
  v.tag = 3; v.i = get_global_id(0); v.lo = 1; v.hi = 2;
  __assert(v.tag == 3);
  __assert(v.i == get_global_id(0));
  __assert(v.lo + v.hi == 3);
  out[get_global_id(0)] = v;
  o2[get_global_id(0)] = out[get_global_id(0)].i;
}
