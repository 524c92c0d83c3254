//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=4
//possible write-read race on L\[

// Jacobi smoothing in local memory: the barrier after the update is missing, so the next
// iteration reads neighbours that may not have been written yet.
__kernel void smooth(__global float *data, int iters) {
  __local float L[66];
  size_t lid = get_local_id(0);
  size_t gid = get_global_id(0);
  L[lid + 1] = data[gid];
  if (lid == 0) {
    L[0] = 0.0f;
    L[65] = 0.0f;
  }
  barrier(CLK_LOCAL_MEM_FENCE);
  for (int it = 0; it < iters; it++) {
    float v = (L[lid] + L[lid + 1] + L[lid + 2]) / 3.0f;
    barrier(CLK_LOCAL_MEM_FENCE);
    L[lid + 1] = v;
  }
  barrier(CLK_LOCAL_MEM_FENCE);
  data[gid] = L[lid + 1];
}
