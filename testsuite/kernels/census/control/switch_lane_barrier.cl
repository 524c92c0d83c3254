//xfail:NOT_ALL_VERIFIED
//--local_size=128 --num_groups=32
//barrier may be reached by non-uniform control flow

// Switching on the item's lane: only some items reach the barrier in case 0.
__kernel void lanes(__global float *data) {
  __local float s[128];
  unsigned l = get_local_id(0);
  s[l] = data[get_global_id(0)];
  switch (l % 4) {
  case 0:
    barrier(CLK_LOCAL_MEM_FENCE);
    data[get_global_id(0)] = s[(l + 4) % 128];
    break;
  default:
    break;
  }
}
