//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=2 --no-inline
//written_array_forgotten.cl:14:3: error: this assertion might not hold
//
// What the callee wrote is not known to the caller without a postcondition.

void fill(__local int *p) {
  p[get_local_id(0)] = 7;
}

__kernel void k(__global int *out) {
  __local int tile[64];
  fill(tile);
  __assert(tile[get_local_id(0)] == 7);
  out[get_global_id(0)] = tile[get_local_id(0)];
}
