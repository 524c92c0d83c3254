//pass
//--local_size=128 --num_groups=64

// Repeated 3-point smoothing inside the group: read phase, barrier, write phase, barrier.
__kernel void smooth(__global float *data, unsigned iters) {
  __local float s[128];
  size_t l = get_local_id(0);
  s[l] = data[get_global_id(0)];
  barrier(CLK_LOCAL_MEM_FENCE);
  for (unsigned it = 0; __invariant(it <= iters), it < iters; it++) {
    float left = l > 0 ? s[l - 1] : s[l];
    float right = l < 127 ? s[l + 1] : s[l];
    float v = (left + s[l] + right) / 3.0f;
    barrier(CLK_LOCAL_MEM_FENCE);
    s[l] = v;
    barrier(CLK_LOCAL_MEM_FENCE);
  }
  data[get_global_id(0)] = s[l];
}
