//pass
//--local_size=128 --num_groups=64

// Dynamic local memory passed as a kernel argument: stage, synchronise, read the mirror.
__kernel void mirror(__global const int *in, __global int *out, __local int *scratch) {
  size_t lid = get_local_id(0);
  size_t n = get_local_size(0);
  scratch[lid] = in[get_global_id(0)];
  barrier(CLK_LOCAL_MEM_FENCE);
  out[get_global_id(0)] = scratch[n - 1 - lid];
}
