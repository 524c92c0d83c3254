//pass
//--local_size=64 --num_groups=1

DECLARE_UF_BINARY(f, int, int, int);
DECLARE_UF_UNARY(g, unsigned, unsigned);

// An uninterpreted function gives equal results for equal arguments.
__kernel void k(__global int *A, int a) {
  int lid = get_local_id(0);
  __assert(f(a, 1) == f(a, 1));
  __assert(__implies(__same_group, g(get_local_size(0)) == __other_int(g(get_local_size(0)))));
  A[lid] = f(lid, a);
}
