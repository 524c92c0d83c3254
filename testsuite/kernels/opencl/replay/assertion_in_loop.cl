//xfail:NOT_ALL_VERIFIED
//--local_size=4 --num_groups=1
//this assertion might not hold
//assertion_in_loop.cl:11:5: note: confirmed by execution

// The running sum exceeds the bound for the last item.
__kernel void sums(__global int *out) {
  int s = 0;
  for (int i = 0; i < 4; i++) {
    s += get_local_id(0);
    __assert(s < 9);
  }
  out[get_global_id(0)] = s;
}
