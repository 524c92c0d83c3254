//xfail:NOT_ALL_VERIFIED
//--local_size=128 --num_groups=8
//barrier may be reached by non-uniform control flow

// The trip count depends on the local id, so items leave the loop at different barriers.
__kernel void staggered(__global float *data) {
  __local float buf[128];
  unsigned lid = get_local_id(0);
  buf[lid] = data[get_global_id(0)];
  for (unsigned i = 0; __invariant(i <= lid % 4), i < lid % 4; i++) {
    barrier(CLK_LOCAL_MEM_FENCE);
  }
  data[get_global_id(0)] = buf[lid];
}
