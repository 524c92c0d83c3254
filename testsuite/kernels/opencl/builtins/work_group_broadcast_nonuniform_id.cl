//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=4
//work_group_broadcast_nonuniform_id.cl:10:13: error: 'work_group_broadcast' may be called with arguments that differ between work-items of a work group

// Odd and even work-items name different sources of the broadcast, which OpenCL leaves
// undefined.
__kernel void k(__global float *A, __global float *B) {
  int t = get_local_id(0);
  int base = get_group_id(0) * 64;
  float x = work_group_broadcast(A[base + t], t & 1);
  B[base + t] = x;
}
