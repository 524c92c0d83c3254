//pass
//--local_size=128 --num_groups=8

// Inside the branch, being enabled implies being one of the first 64 items.
__kernel void first_half(__global int *out) {
  unsigned l = get_local_id(0);
  if (l < 64) {
    __assert(__implies(__enabled(), l < 64));
    out[get_global_id(0)] = l;
  }
}
