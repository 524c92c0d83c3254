//pass
//--local_size=128 --num_groups=256

// Inclusive scan in a dynamic local buffer: read the partner value, barrier, then add.
__kernel void scan(__global float *data, __local float *buf) {
  size_t t = get_local_id(0);
  size_t n = get_local_size(0);
  buf[t] = data[get_global_id(0)];
  barrier(CLK_LOCAL_MEM_FENCE);
  for (size_t off = 1; off < n; off <<= 1) {
    float v = t >= off ? buf[t - off] : 0.0f;
    barrier(CLK_LOCAL_MEM_FENCE);
    buf[t] += v;
    barrier(CLK_LOCAL_MEM_FENCE);
  }
  data[get_global_id(0)] = buf[t];
}
