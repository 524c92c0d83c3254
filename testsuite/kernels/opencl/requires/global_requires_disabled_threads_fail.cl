//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=2
//global_requires_disabled_threads_fail.cl:14:5: error: a precondition for this call might not hold

// Work item 0 skips the call, but a __global_requires is checked for it as well (it is not
// guarded by enabledness), and its argument would be 0.
void store(__global int *p, int x) {
  __global_requires(x >= 1);
  p[get_global_id(0)] = x;
}

__kernel void k(__global int *out) {
  if (get_local_id(0) > 0) {
    store(out, get_local_id(0));
  }
}
