//pass
//--local_size=64 --num_groups=2 --no-inline
//
// An always_inline function is inlined by the compiler even without optimisation, so its
// caller sees what it computes; the twin of caller_assumes_only_contract.cl.

__attribute__((always_inline)) int id(int x) {
  return x;
}

__kernel void k(__global int *out) {
  int y = id(get_local_id(0));
  __assert(y == get_local_id(0));
  out[get_global_id(0)] = y;
}
