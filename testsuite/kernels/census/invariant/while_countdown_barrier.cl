//pass
//--local_size=256 --num_groups=16

// A uniform countdown loop with two barriers per round: exchange with the partner item.
__kernel void exchange_rounds(__global float *data, unsigned rounds) {
  __local float buf[256];
  unsigned lid = get_local_id(0);
  float v = data[get_global_id(0)];
  unsigned left = rounds;
  while (__invariant(left <= rounds), left > 0) {
    buf[lid] = v;
    barrier(CLK_LOCAL_MEM_FENCE);
    v = 0.5f * (v + buf[lid ^ 1]);
    barrier(CLK_LOCAL_MEM_FENCE);
    left--;
  }
  data[get_global_id(0)] = v;
}
