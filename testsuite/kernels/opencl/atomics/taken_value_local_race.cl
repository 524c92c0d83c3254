//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=4
//possible write-write race on buf\[
//
// The twin of taken_value_local.cl that exchanges instead of counting: two work-items may
// get the same old value and write the same position.

__kernel void pack_local(__global int *out) {
  __local unsigned count[1];
  __local int buf[256];
  if (get_local_id(0) == 0) {
    count[0] = 0;
  }
  barrier(CLK_LOCAL_MEM_FENCE);
  unsigned s = atomic_xchg(&count[0], 7);
  __assert(__atomic_has_taken_value(count, 0, s));
  buf[s] = get_local_id(0);
  barrier(CLK_LOCAL_MEM_FENCE);
  out[get_global_id(0)] = buf[get_local_id(0)];
}
