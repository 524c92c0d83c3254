//pass
//--local_size=[8,4] --num_groups=[2,3]
//
// OpenCL 2.0's get_local_linear_id() and get_global_linear_id() number the work items
// x-fastest within the group and within the range; the version macros (CL_VERSION_1_2,
// __OPENCL_C_VERSION__) and __ENDIAN_LITTLE__ and __IMAGE_SUPPORT__ are predefined.

#if !defined(CL_VERSION_2_0) || __OPENCL_C_VERSION__ < CL_VERSION_1_2 || !defined(__ENDIAN_LITTLE__)
#error version macros missing
#endif

__kernel void k(__global int *out) {
  __local int s[32];
  size_t l = get_local_linear_id();
  __assert(l == get_local_id(1) * get_local_size(0) + get_local_id(0));
  __assert(get_global_linear_id() == get_global_id(1) * get_global_size(0) + get_global_id(0));
  s[l] = (int)l;
  barrier(CLK_LOCAL_MEM_FENCE);
  out[get_global_linear_id()] = s[31 - l];
}
