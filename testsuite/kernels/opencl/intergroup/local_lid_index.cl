//pass
//--local_size=64 --num_groups=2

// The same indexing on local memory is fine: every work group has its own copy.
__kernel void partials(__global const int *in, __global int *out) {
  __local int partial[64];
  size_t lid = get_local_id(0);
  partial[lid] = in[get_global_id(0)] * 3;
  barrier(CLK_LOCAL_MEM_FENCE);
  out[get_global_id(0)] = partial[63 - lid];
}
