//xfail:NOT_ALL_VERIFIED
//--local_size=128 --num_groups=16
//possible (write-read|read-write) race on buf\[

#pragma OPENCL EXTENSION cl_khr_fp64 : enable

// Smoothing through local memory, but the barrier between the store and the neighbour
// load is missing.
__kernel void smooth(__global double *data) {
  __local double buf[128];
  size_t lid = get_local_id(0);
  buf[lid] = data[get_global_id(0)];
  double right = buf[(lid + 1) % 128];
  data[get_global_id(0)] = 0.5 * (buf[lid] + right);
}
