//pass
//--local_size=64 --num_groups=4

// A pointer chosen between two buffers; each thread accesses its own element in either.
__kernel void sel(__global int *A, __global int *B, int flag) {
  int i = get_global_id(0);
  __global int *p = flag ? A : B;
  p[i] = i;
  __global int *q;
  if (i % 2 == 0)
    q = A;
  else
    q = B;
  q[i] = q[i] + 1;
}
