//xfail:NOT_ALL_VERIFIED
//--local_size=512 --num_groups=8
//race on s\[

// The local index is kept in a uchar, which wraps for groups of more than 256 items: items
// l and l + 256 share a cell.
__kernel void stage(__global const int *in, __global int *out) {
  __local int s[512];
  uchar idx = get_local_id(0);
  s[idx] = in[get_global_id(0)];
  barrier(CLK_LOCAL_MEM_FENCE);
  out[get_global_id(0)] = s[idx];
}
