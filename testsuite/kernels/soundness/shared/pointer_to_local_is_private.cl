//pass
//--local_size=64 --num_groups=1

// `__local int *p` is a private pointer to local memory (the qualifier before the `*` is
// the pointee's): each work-item's own pointer names its own element.
__kernel void k(__global int *A) {
  __local int s[64];
  __local int *p;
  p = s + get_local_id(0);
  *p = get_local_id(0);
  barrier(CLK_LOCAL_MEM_FENCE);
  A[get_local_id(0)] = s[63 - get_local_id(0)];
}
