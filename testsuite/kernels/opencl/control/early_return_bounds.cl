//pass
//--local_size=64 --num_groups=16

__kernel void twice(__global const float *in, __global float *out, unsigned n) {
  size_t gid = get_global_id(0);
  if (gid >= n)
    return;
  out[gid] = in[gid] * 2.0f;
}
