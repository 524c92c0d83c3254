//pass
//--local_size=64 --num_groups=4

// vload4/vstore4 access four consecutive elements per work item.
__kernel void k(__global const float *in, __global float *out) {
  size_t gid = get_global_id(0);
  float4 v = vload4(gid, in);
  vstore4(v * 2.0f, gid, out);
}
