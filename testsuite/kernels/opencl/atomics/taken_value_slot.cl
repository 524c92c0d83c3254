//pass
//--local_size=64 --num_groups=4
//
// Each work-item claims a slot from a global counter and writes it; the slot is a value the
// counter's atomic returned, and two claims by one work-item return different values.

__kernel void claim_slots(__global unsigned *next, __global int *slots) {
  unsigned a = atomic_inc(next);
  __assert(__atomic_has_taken_value(next, 0, a));
  unsigned b = atomic_inc(next);
  __assert(__atomic_has_taken_value(next, 0, b));
  __assert(a != b);
  slots[a] = get_global_id(0);
  slots[b] = -1;
}
