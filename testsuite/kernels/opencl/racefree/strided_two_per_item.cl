//pass
//--local_size=64 --num_groups=16

// Each work item handles elements 2*i and 2*i+1.
__kernel void pairs(__global int *A) {
  size_t i = get_global_id(0);
  A[2 * i] = 0;
  A[2 * i + 1] = 1;
}
