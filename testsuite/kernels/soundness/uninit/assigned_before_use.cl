//pass
//--local_size=64 --num_groups=2

// Declared without a value but always written before it is read: the loop counter stays
// the same in every thread, so the barrier in the loop is reached uniformly.
__kernel void k(__global int *out) {
  __local int L[64];
  int i;
  int acc;
  acc = 0;
  for (i = 0; i < 4; i++) {
    L[get_local_id(0)] = i;
    barrier(CLK_LOCAL_MEM_FENCE);
    acc += L[(get_local_id(0) + 1) % 64];
    barrier(CLK_LOCAL_MEM_FENCE);
  }
  out[get_global_id(0)] = acc;
}
