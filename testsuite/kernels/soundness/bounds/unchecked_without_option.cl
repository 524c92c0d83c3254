//pass
//--local_size=64 --num_groups=2

// Out of bounds, but bounds are checked only with --check-array-bounds (as in GPUVerify).
__kernel void k(__global int *out) {
  __local int L[64];
  L[get_local_id(0) + 1] = get_local_id(0);
}
