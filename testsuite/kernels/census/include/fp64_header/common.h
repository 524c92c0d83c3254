#pragma OPENCL EXTENSION cl_khr_fp64 : enable

typedef double real;

#define HALF ((real)0.5)
