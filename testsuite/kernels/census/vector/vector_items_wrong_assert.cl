//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=1
//this assertion might not hold

/* The table's second vector holds (3, 4), so its x is not 4. */
__constant int2 offsets[2] = { (int2)(1, 2), (int2)(3, 4) };

__kernel void k(__global int *out) {
  __assert(offsets[1].x == 4);
  out[get_global_id(0)] = offsets[0].x;
}
