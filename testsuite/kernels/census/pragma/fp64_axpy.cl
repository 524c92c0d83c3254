//pass
//--local_size=256 --num_groups=64

#pragma OPENCL EXTENSION cl_khr_fp64 : enable

// Double-precision y = a x + y.
__kernel void daxpy(__global const double *x, __global double *y, double a) {
  size_t i = get_global_id(0);
  y[i] = a * x[i] + y[i];
}
