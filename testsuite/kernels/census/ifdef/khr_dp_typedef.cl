//pass
//--local_size=256 --num_groups=16 -DKHR_DP_EXTENSION

#ifdef KHR_DP_EXTENSION
#pragma OPENCL EXTENSION cl_khr_fp64 : enable
typedef double real_t;
#else
typedef float real_t;
#endif

// Precision chosen on the command line; the kernel body is the same either way.
__kernel void axpby(__global const real_t *x, __global real_t *y, real_t a, real_t b) {
  size_t i = get_global_id(0);
  y[i] = a * x[i] + b * y[i];
}
