//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=2 --no-inline
//precondition_at_call.cl:12:27: error: a precondition for this call might not hold
//precondition_at_call.cl:7:3: note: this is the precondition that might not hold

int inverse_scale(int x) {
  __requires(x > 0);
  return 1024 / x;
}

__kernel void k(__global int *out) {
  out[get_global_id(0)] = inverse_scale(get_local_id(0));
}
