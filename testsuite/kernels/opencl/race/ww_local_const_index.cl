//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=4
//possible write-write race on L\[0\]
//Write by work item \d+ with local id \d+ in work group \d+

// Every work item stores its id into the same local cell: the last writer "wins".
__kernel void last_writer(__global int *out) {
  __local int L[64];
  L[0] = get_local_id(0);
  barrier(CLK_LOCAL_MEM_FENCE);
  out[get_global_id(0)] = L[0];
}
