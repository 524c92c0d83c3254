//pass
//--local_size=256 --num_groups=32

#pragma OPENCL EXTENSION cl_khr_global_int32_base_atomics : enable

// Count the values above a threshold with a global atomic counter.
__kernel void count_above(__global const int *in, __global int *count, int limit) {
  if (in[get_global_id(0)] > limit)
    atomic_inc(count);
}
