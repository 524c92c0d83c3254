//pass
//--local_size=64 --num_groups=2
//
// Clang's __builtin_memcpy and __builtin_memset are memcpy and memset.

typedef struct { int a; int b; } S;

__kernel void k(__global S *out, __global S *in) {
  S s;
  __builtin_memcpy(&s, &in[get_global_id(0)], sizeof(S));
  s.a += 1;
  __builtin_memset(&out[get_global_id(0)], 0, sizeof(S));
  __assert(out[get_global_id(0)].b == 0);
  out[get_global_id(0)].a = s.a;
}
