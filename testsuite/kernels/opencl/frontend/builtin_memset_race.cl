//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=2
//possible write-write race on out
//
// The twin of builtin_memcpy_memset.cl: every item clears the same element.

typedef struct { int a; int b; } S;

__kernel void k(__global S *out, __global S *in) {
  S s;
  __builtin_memcpy(&s, &in[get_global_id(0)], sizeof(S));
  __builtin_memset(&out[0], s.a, sizeof(S));
}
