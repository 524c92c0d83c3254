//pass
//--local_size=64 --num_groups=4
//
// Work-items claim slots from a global counter in a loop; the invariant says every slot
// written so far is a value the counter returned, and a fresh claim never returns one of
// those, so no two writes meet.

__kernel void claim_in_loop(__global unsigned *next, __global int *slots, int n) {
  for (int i = 0;
       __invariant(__write_implies(slots, __atomic_has_taken_value(next, 0, __write_offset(slots)))),
       i < n; i++) {
    unsigned a = atomic_add(next, 1);
    slots[a] = i;
  }
}
