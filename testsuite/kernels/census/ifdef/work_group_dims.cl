//pass
//--local_size=128 --num_groups=64

// Index computation selected on the dimensionality macro the verifier predefines.
__kernel void copy(__global const float *in, __global float *out) {
#ifdef __1D_WORK_GROUP
  size_t i = get_global_id(0);
#elif defined(__2D_WORK_GROUP)
  size_t i = get_global_id(1) * get_global_size(0) + get_global_id(0);
#else
#error "unsupported work-group shape"
#endif
  out[i] = in[i];
}
