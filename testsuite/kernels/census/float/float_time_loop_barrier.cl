//pass
//--local_size=128 --num_groups=16

// Explicit time stepping of a 1-D diffusion within a group. The loop counter is a float, but
// every item computes it from the same uniform values, so all items take the same number of
// steps and reach the same barriers.
__kernel void diffuse(__global float *u, float dt, float tmax) {
  __local float cur[128];
  size_t lid = get_local_id(0);
  cur[lid] = u[get_global_id(0)];
  barrier(CLK_LOCAL_MEM_FENCE);
  for (float t = 0.0f; t < tmax; t += dt) {
    float left = lid > 0 ? cur[lid - 1] : cur[lid];
    float right = lid < 127 ? cur[lid + 1] : cur[lid];
    float next = cur[lid] + dt * (left - 2.0f * cur[lid] + right);
    barrier(CLK_LOCAL_MEM_FENCE);
    cur[lid] = next;
    barrier(CLK_LOCAL_MEM_FENCE);
  }
  u[get_global_id(0)] = cur[lid];
}
