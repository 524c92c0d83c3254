//pass
//--local_size=64 --num_groups=1

// memcpy and memset on private arrays are element-wise assignments.
__kernel void k(__global int *A) {
  int src[4];
  int dst[4];
  src[0] = 0;
  src[1] = 1;
  src[2] = 2;
  src[3] = 3;
  memcpy(dst, src, sizeof(src));
  __assert(dst[2] == 2);
  memset(src, 0, 4 * sizeof(int));
  __assert(src[3] == 0);
  A[get_local_id(0)] = dst[3];
}
