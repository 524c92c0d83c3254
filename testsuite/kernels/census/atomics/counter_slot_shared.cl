//pass
//--local_size=128 --num_groups=16

/* A work-group counter in local memory hands out distinct slots of a local buffer. */
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
