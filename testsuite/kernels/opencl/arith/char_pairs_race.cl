//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=4
//possible write-write race on C\[

// Two items write different bytes into the same char element.
__kernel void pack_bits(__global char *C) {
  size_t gid = get_global_id(0);
  C[gid / 2] = (char)gid;
}
