//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=2
//postcondition_on_every_return.cl:7:3: error: postcondition might not hold on all return paths

// The early return gives 0, which breaks the postcondition.
int positive(int x) {
  __ensures(__return_val_int() > 0);
  if (x > 0) return x;
  return 0;
}

__kernel void k(__global int *out) {
  out[get_global_id(0)] = positive(get_local_id(0));
}
