//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=2
//maybe_null_store.cl:9:3: error: possible null pointer access for work item

// Only one thread points p at the array; every other thread stores through null.
__kernel void k(__global int *out) {
  __global int *p = 0;
  if (get_global_id(0) == 3) p = out;
  p[get_global_id(0)] = 1;
}
