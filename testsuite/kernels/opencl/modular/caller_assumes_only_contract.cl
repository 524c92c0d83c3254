//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=2 --no-inline
//caller_assumes_only_contract.cl:14:3: error: this assertion might not hold
//
// Without inlining the caller knows nothing of the result beyond the callee's contract,
// which is empty here.

int id(int x) {
  return x;
}

__kernel void k(__global int *out) {
  int y = id(get_local_id(0));
  __assert(y == get_local_id(0));
  out[get_global_id(0)] = y;
}
