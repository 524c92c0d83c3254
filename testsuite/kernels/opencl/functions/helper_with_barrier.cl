//pass
//--local_size=64 --num_groups=4

// A helper that stages a value through local memory and synchronises.
int exchange(__local int *buf, int v) {
  size_t lid = get_local_id(0);
  buf[lid] = v;
  barrier(CLK_LOCAL_MEM_FENCE);
  int r = buf[63 - lid];
  barrier(CLK_LOCAL_MEM_FENCE);
  return r;
}

__kernel void mirror(__global int *A) {
  __local int buf[64];
  size_t gid = get_global_id(0);
  int x = exchange(buf, A[gid]);
  int y = exchange(buf, x + 1);
  A[gid] = y;
}
