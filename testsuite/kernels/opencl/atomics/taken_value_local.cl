//pass
//--local_size=64 --num_groups=4
//
// A group-local counter hands out positions in a local buffer: distinct work-items of a group
// get distinct positions, and the returned value is one the counter has taken.

__kernel void pack_local(__global int *out) {
  __local unsigned count[1];
  __local int buf[256];
  if (get_local_id(0) == 0) {
    count[0] = 0;
  }
  barrier(CLK_LOCAL_MEM_FENCE);
  unsigned s = atomic_inc(&count[0]);
  __assert(__atomic_has_taken_value(count, 0, s));
  buf[s] = get_local_id(0);
  barrier(CLK_LOCAL_MEM_FENCE);
  out[get_global_id(0)] = buf[get_local_id(0)];
}
