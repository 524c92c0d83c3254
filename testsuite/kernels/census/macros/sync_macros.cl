//pass
//--local_size=128 --num_groups=32

#define SYNC() barrier(CLK_LOCAL_MEM_FENCE)
#define SWAP(a, b) { float _t = (a); (a) = (b); (b) = _t; }

// Reverse a block through local memory, then swap each pair of neighbours in registers.
__kernel void reverse_block(__global float *data) {
  __local float buf[128];
  unsigned lid = get_local_id(0);
  unsigned gid = get_global_id(0);
  buf[lid] = data[gid];
  SYNC();
  float a = buf[127 - lid];
  float b = buf[lid ^ 1];
  if (lid & 1)
    SWAP(a, b);
  data[gid] = a + 0.5f * b;
}
