//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=8
//possible write-write race on out\[

// Correct tree reduction, but every group then stores its local buffer at out[local id]:
// all groups write the same elements of out.
__kernel void reduce_sum(__global const int *in, __global int *out) {
  __local int sdata[64];
  unsigned tid = get_local_id(0);
  sdata[tid] = in[get_global_id(0)];
  barrier(CLK_LOCAL_MEM_FENCE);
  for (unsigned s = 32; s > 0; s >>= 1) {
    if (tid < s)
      sdata[tid] += sdata[tid + s];
    barrier(CLK_LOCAL_MEM_FENCE);
  }
  out[tid] = sdata[tid];
}
