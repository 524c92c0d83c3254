//xfail:NOT_ALL_VERIFIED
//--local_size=128 --num_groups=16 --vcgen-opt=/noRefinedAtomics
//possible write-write race on buf\[

/* Without refined atomics the slots handed out are not known to differ: buf may race. */
__kernel void gather(__global const int *in, __global int *out) {
  __local unsigned count;
  __local int buf[128];
  if (get_local_id(0) == 0)
    count = 0;
  barrier(CLK_LOCAL_MEM_FENCE);
  int v = in[get_global_id(0)];
  if (v > 0) {
    unsigned slot = atomic_inc(&count);
    buf[slot] = v;
  }
  barrier(CLK_LOCAL_MEM_FENCE);
  out[get_global_id(0)] = buf[get_local_id(0)];
}
