//pass
//--local_size=64 --num_groups=8

__kernel void alternate_sign(__global const int *in, __global int *out) {
  size_t gid = get_global_id(0);
  int v = in[gid];
  out[gid] = (gid & 1) ? -v : v;
  out[gid] = out[gid] > 100 ? 100 : out[gid];
}
