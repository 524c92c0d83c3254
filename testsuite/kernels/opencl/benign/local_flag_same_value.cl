//pass
//--local_size=64 --num_groups=4

// A local "done" flag cleared by item 0 and set by any item; the reads come after a barrier.
__kernel void any_zero(__global const int *in, __global int *out) {
  __local int done;
  if (get_local_id(0) == 0)
    done = 0;
  barrier(CLK_LOCAL_MEM_FENCE);
  if (in[get_global_id(0)] == 0)
    done = 1;
  barrier(CLK_LOCAL_MEM_FENCE);
  out[get_global_id(0)] = done;
}
