//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=4
//possible write-read race on L\[

// Rotate within the work group, but the barrier between staging and reading is missing.
__kernel void rotate(__global const int *in, __global int *out) {
  __local int L[64];
  size_t lid = get_local_id(0);
  size_t gid = get_global_id(0);
  L[lid] = in[gid];
  out[gid] = L[(lid + 1) % 64];
}
