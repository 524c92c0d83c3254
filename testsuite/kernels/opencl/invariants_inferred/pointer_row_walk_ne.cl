//pass
//--local_size=64 --num_groups=4

// The row walk stopped by `p != end`: stepping by one from row, p never passes row + 48
// (loopNormalized's bound for a `!=` guard).
__kernel void k(__global float *M) {
  __global float *row = M + get_global_id(0) * 48;
  __global float *end = row + 48;
  for (__global float *p = row; p != end; ++p) *p *= 2.0f;
}
