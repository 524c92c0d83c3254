//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=4
//possible write-write race on out

// Neighbouring work items store overlapping groups of four elements.
__kernel void k(__global const float *in, __global float *out) {
  size_t gid = get_global_id(0);
  float4 v = vload4(gid, in);
  vstore4(v, 0, out + 2 * gid);
}
