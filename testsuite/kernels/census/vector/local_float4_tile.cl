//pass
//--local_size=64 --num_groups=64

// Stage float4 values in local memory and combine lanes of the mirrored element.
__kernel void mirror_mix(__global const float4 *in, __global float4 *out) {
  __local float4 tile[64];
  size_t lid = get_local_id(0);
  tile[lid] = in[get_global_id(0)];
  barrier(CLK_LOCAL_MEM_FENCE);
  float4 m = tile[63 - lid];
  float4 o = tile[lid];
  o.s0 = o.s0 + m.s3;
  o.s1 = o.s1 + m.s2;
  out[get_global_id(0)] = o;
}
