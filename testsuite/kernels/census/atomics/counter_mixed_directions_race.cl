//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=4
//possible write-write race on out\[

/* Increments and decrements of one counter can hand out the same value twice. */
__kernel void k(__global int *out, __global unsigned *count) {
  unsigned slot;
  if (get_global_id(0) % 2 == 0)
    slot = atomic_inc(count);
  else
    slot = atomic_dec(count);
  out[slot] = get_global_id(0);
}
