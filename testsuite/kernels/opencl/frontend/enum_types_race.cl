//xfail:NOT_ALL_VERIFIED
//--local_size=64 --global_size=128
//possible write-write race on out\[

// Twin of enum_types.cl: `enum stage` is unsigned, so `s - 2` wraps to a large value and
// every work-item writes out[0].
enum stage { LOAD, SHIFT };

__kernel void k(__global int *out) {
  int lid = get_local_id(0);
  enum stage s = SHIFT;
  if (s - 2 > 100)
    out[0] = lid;
}
