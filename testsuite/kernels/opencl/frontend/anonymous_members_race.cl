//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=2
//possible write-write race on out
//
// The twin of anonymous_members.cl: every item writes the anonymous union's field of one
// element.

typedef struct { int tag; union { int i; float f; }; } V;

__kernel void k(__global V *out) {
  out[0].i = get_global_id(0);
}
