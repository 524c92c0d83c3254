//xfail:NOT_ALL_VERIFIED
//--local_size=128 --num_groups=8
//this assertion might not hold

// Item 5 does not satisfy the assertion it checks.
__kernel void lanes(__global int *out) {
  unsigned l = get_local_id(0);
  unsigned lane = l % 32;
  if (l == 5)
    __assert(lane != 5);
  out[get_global_id(0)] = lane;
}
