//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=8
//possible (atomic-write|write-atomic) race on slot\[

// Most items swap their value into the slot atomically, but item 0 resets it with a plain
// store at the same time.
__kernel void latest(__global const int *in, __global int *slot, __global int *old) {
  unsigned gid = get_global_id(0);
  if (gid == 0)
    slot[0] = -1;
  else
    old[gid] = atomic_xchg(&slot[0], in[gid]);
}
