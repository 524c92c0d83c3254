//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=4
//taken_value_slot_wrong.cl:12:3: error: this assertion might not hold for work item [0-9]+ with local id [0-9]+ in work group [0-9]+
//
// The twin of taken_value_slot.cl that takes the second claim to follow the first: another
// work-item may claim in between.

__kernel void claim_slots(__global unsigned *next, __global int *slots) {
  unsigned a = atomic_inc(next);
  __assert(__atomic_has_taken_value(next, 0, a));
  unsigned b = atomic_inc(next);
  __assert(b == a + 1);
  slots[a] = get_global_id(0);
  slots[b] = -1;
}
