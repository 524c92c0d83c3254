//pass
//--local_size=64 --num_groups=4

// Each work-item walks its own row of 48 with a pointer. The loop is predicated (its bound is
// thread-dependent); a work-item that has finished keeps p == row + 48, so p >= row must hold
// without its predicate (loopBound) to keep its logged offsets inside its row.
__kernel void k(__global float *M) {
  __global float *row = M + get_global_id(0) * 48;
  for (__global float *p = row; p < row + 48; ++p) *p *= 2.0f;
}
