//pass
//--local_size=128 --num_groups=4

// As above, but the caller folds the id into the table range first.
float lookup(__local float *table, unsigned k) {
  __requires(k < 64);
  return table[k];
}

__kernel void gather(__global const float *in, __global float *out) {
  __local float table[64];
  unsigned lid = get_local_id(0);
  if (lid < 64)
    table[lid] = in[lid];
  barrier(CLK_LOCAL_MEM_FENCE);
  out[get_global_id(0)] = lookup(table, lid & 63);
}
