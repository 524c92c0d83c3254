//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=2 --no-inline
//uncalled_helper_checked_modularly.cl:8:3: error: postcondition might not hold on all return paths

// Never called, yet verified on its own against its contract with --no-inline.
int g(int x) {
  __requires(x >= 0);
  __ensures(__return_val_int() >= 0);
  return x - 1;
}

__kernel void k(__global int *out) {
  out[get_global_id(0)] = 1;
}
