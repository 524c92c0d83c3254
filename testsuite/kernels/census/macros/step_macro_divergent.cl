//xfail:NOT_ALL_VERIFIED
//--local_size=256 --num_groups=16
//barrier may be reached by non-uniform control flow

#define SYNC() barrier(CLK_LOCAL_MEM_FENCE)
// The barrier ended up inside the guarded block.
#define REDUCE_STEP(s) if (lid < (s)) { buf[lid] += buf[lid + (s)]; SYNC(); }

__kernel void reduce(__global const float *in, __global float *out) {
  __local float buf[256];
  unsigned lid = get_local_id(0);
  buf[lid] = in[get_global_id(0)];
  SYNC();
  REDUCE_STEP(128)
  REDUCE_STEP(64)
  REDUCE_STEP(32)
  REDUCE_STEP(16)
  REDUCE_STEP(8)
  REDUCE_STEP(4)
  REDUCE_STEP(2)
  REDUCE_STEP(1)
  if (lid == 0)
    out[get_group_id(0)] = buf[0];
}
