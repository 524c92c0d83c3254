//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=4
//possible write-read race on A\[

// A barrier only synchronises one work group: reading the next group's block after it is racy.
__kernel void next_block(__global int *A, __global int *out, __global const int *in) {
  size_t gid = get_global_id(0);
  A[gid] = in[gid] + 1;
  barrier(CLK_GLOBAL_MEM_FENCE);
  out[gid] = A[(gid + 64) % 256];
}
