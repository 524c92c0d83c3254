//xfail:NOT_ALL_VERIFIED
//--local_size=128 --num_groups=64
//possible (read-write|write-read) race on s\[

// The barrier between reading the neighbours and writing the new value is missing.
__kernel void smooth(__global float *data, unsigned iters) {
  __local float s[128];
  size_t l = get_local_id(0);
  s[l] = data[get_global_id(0)];
  barrier(CLK_LOCAL_MEM_FENCE);
  for (unsigned it = 0; __invariant(it <= iters), it < iters; it++) {
    float left = l > 0 ? s[l - 1] : s[l];
    float right = l < 127 ? s[l + 1] : s[l];
    s[l] = (left + s[l] + right) / 3.0f;
    barrier(CLK_LOCAL_MEM_FENCE);
  }
  data[get_global_id(0)] = s[l];
}
