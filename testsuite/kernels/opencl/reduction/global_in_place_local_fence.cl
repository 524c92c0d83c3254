//xfail:NOT_ALL_VERIFIED
//--local_size=256 --num_groups=32 --unroll=0
//possible (read-write|write-read) race on a\[
//

// The barrier fences only local memory: the global accesses of successive steps race.
__kernel void reduce(__global int *a) {
  int l = get_local_id(0);
  int base = get_group_id(0) * get_local_size(0);
  for (int s = get_local_size(0) / 2; s > 0; s /= 2) {
    if (l < s)
      a[base + l] += a[base + l + s];
    barrier(CLK_LOCAL_MEM_FENCE);
  }
}
