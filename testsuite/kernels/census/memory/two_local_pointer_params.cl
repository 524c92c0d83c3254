//pass
//--local_size=64 --num_groups=128

// Two dynamic local buffers: keys and values are staged separately and read back permuted.
__kernel void permute(__global const int *keys, __global const float *vals, __global int *okeys,
                      __global float *ovals, __local int *lk, __local float *lv) {
  size_t lid = get_local_id(0);
  size_t gid = get_global_id(0);
  lk[lid] = keys[gid];
  lv[lid] = vals[gid];
  barrier(CLK_LOCAL_MEM_FENCE);
  size_t src = (lid * 5) % 64;
  okeys[gid] = lk[src];
  ovals[gid] = lv[src];
}
