//pass
//--local_size=32 --num_groups=4

// Interleaved-addressing reduction: the stride doubles each step.
__kernel void reduce_interleaved(__global int *data) {
  __local int s[32];
  unsigned t = get_local_id(0);
  s[t] = data[get_global_id(0)];
  barrier(CLK_LOCAL_MEM_FENCE);
  for (unsigned stride = 1;
       __invariant((stride & (stride - 1)) == 0), __invariant(stride <= 32), stride < 32;
       stride *= 2) {
    if (t % (2 * stride) == 0)
      s[t] += s[t + stride];
    barrier(CLK_LOCAL_MEM_FENCE);
  }
  if (t == 0)
    data[get_global_id(0)] = s[0];
}
