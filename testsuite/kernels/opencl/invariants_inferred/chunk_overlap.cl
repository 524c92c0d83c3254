//xfail:NOT_ALL_VERIFIED
//--local_size=16 --num_groups=4
//possible write-write race on L\[

// Off by one: each item writes 9 elements of its 8-element chunk, the last one in its
// neighbour's chunk.
__kernel void chunks(__global int *out) {
  __local int L[136];
  unsigned lid = get_local_id(0);
  for (unsigned i = 0; i < 9; i++) {
    L[i + 8 * lid] = lid + i;
  }
  barrier(CLK_LOCAL_MEM_FENCE);
  out[get_global_id(0)] = L[8 * lid];
}
