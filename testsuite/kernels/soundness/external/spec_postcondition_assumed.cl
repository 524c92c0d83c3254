//pass
//--local_size=64 --num_groups=2

int __spec_next(int x) {
  __requires(x > 0);
  __ensures(__return_val_int() > x);
}

// The specification's postcondition is assumed at the call: the assertion follows from it.
__kernel void k(__global int *out) {
  int r = __spec_next(get_local_id(0) + 1);
  __assert(r > get_local_id(0) + 1);
  out[get_global_id(0)] = r;
}
