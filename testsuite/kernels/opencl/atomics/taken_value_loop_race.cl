//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=4
//possible write-write race on slots\[
//
// The twin of taken_value_loop.cl that also writes the slot after the one it claimed, which
// another work-item may have claimed.

__kernel void claim_in_loop(__global unsigned *next, __global int *slots, int n) {
  for (int i = 0;
       __invariant(__write_implies(slots,
                                   __atomic_has_taken_value(next, 0, __write_offset(slots)) ||
                                   __atomic_has_taken_value(next, 0, __write_offset(slots) - 1))),
       i < n; i++) {
    unsigned a = atomic_add(next, 1);
    slots[a] = i;
    slots[a + 1] = i;
  }
}
