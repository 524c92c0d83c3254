//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=2
//spec_precondition_checked.cl:12:11: error: a precondition for this call might not hold
//note: this is the precondition that might not hold

int __spec_next(int x) {
  __requires(x > 0);
  __ensures(__return_val_int() > x);
}

__kernel void k(__global int *out) {
  int r = __spec_next(get_local_id(0));
  out[get_global_id(0)] = r;
}
