//pass
//--local_size=128 --num_groups=32

// The direction is a kernel argument, so every item takes the same case and reaches the
// barrier inside it.
__kernel void shift(__global float *data, int dir) {
  __local float s[128];
  unsigned l = get_local_id(0);
  float v;
  s[l] = data[get_global_id(0)];
  switch (dir) {
  case 0:
    barrier(CLK_LOCAL_MEM_FENCE);
    v = s[(l + 1) % 128];
    break;
  case 1:
    barrier(CLK_LOCAL_MEM_FENCE);
    v = s[(l + 127) % 128];
    break;
  default:
    v = s[l];
    break;
  }
  data[get_global_id(0)] = v;
}
