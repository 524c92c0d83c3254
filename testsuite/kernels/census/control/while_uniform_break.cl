//pass
//--local_size=128 --num_groups=32

// Iterate until a uniform budget runs out; the break depends only on kernel arguments.
__kernel void relax(__global float *data, unsigned budget, unsigned stop_at) {
  __local float s[128];
  size_t l = get_local_id(0);
  s[l] = data[get_global_id(0)];
  barrier(CLK_LOCAL_MEM_FENCE);
  unsigned it = 0;
  while (it < budget) {
    if (it == stop_at)
      break;
    float v = 0.5f * (s[l] + s[l ^ 1]);
    barrier(CLK_LOCAL_MEM_FENCE);
    s[l] = v;
    barrier(CLK_LOCAL_MEM_FENCE);
    it++;
  }
  data[get_global_id(0)] = s[l];
}
