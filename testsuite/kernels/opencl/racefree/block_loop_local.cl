//pass
//--local_size=64 --num_groups=8

// Process a work-group-sized chunk per iteration; the loop is uniform and the barriers
// separate the staging writes from the reads.
__kernel void chunked_sum(__global const int *in, __global int *out, int chunks) {
  __local int buf[64];
  size_t lid = get_local_id(0);
  int acc = 0;
  for (int c = 0; c < chunks; c++) {
    buf[lid] = in[(c * get_num_groups(0) + get_group_id(0)) * 64 + lid];
    barrier(CLK_LOCAL_MEM_FENCE);
    acc += buf[63 - lid];
    barrier(CLK_LOCAL_MEM_FENCE);
  }
  out[get_global_id(0)] = acc;
}
