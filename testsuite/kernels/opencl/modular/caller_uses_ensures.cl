//pass
//--local_size=64 --num_groups=2 --no-inline
//
// The twin of caller_assumes_only_contract.cl: the postcondition says what the caller needs.

int id(int x) {
  __ensures(__return_val_int() == x);
  return x;
}

__kernel void k(__global int *out) {
  int y = id(get_local_id(0));
  __assert(y == get_local_id(0));
  out[get_global_id(0)] = y;
}
