//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=2 --check-bank-conflicts --bank-conflicts-are-errors
//strided_conflicts_are_errors.cl:8:3: error: possible bank conflict on array L

// A stride of 32 words puts every lane of a warp in bank 0.
__kernel void k(__global float *out) {
  __local float L[64 * 32];
  L[get_local_id(0) * 32] = 1.0f;
  barrier(CLK_LOCAL_MEM_FENCE);
  out[get_global_id(0)] = L[get_local_id(0) * 32];
}
