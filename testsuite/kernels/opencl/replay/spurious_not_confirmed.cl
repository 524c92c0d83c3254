//xfail:NOT_ALL_VERIFIED
//--local_size=8 --num_groups=1 --verbose
//this assertion might not hold
//note: not reproduced by execution \(the report may be spurious\)

// The assertion holds in every execution, but without an invariant kcc cannot prove it after
// the loop (no candidate says that x is the sum of the counters so far): the report is
// spurious, and replay says that it could not reproduce it.
__kernel void count(__global int *out) {
  int x = 0;
  for (int i = 0; i < 100; i++) {
    x = x + i;
  }
  __assert(x == 4950);
  out[get_global_id(0)] = x;
}
