//pass
//--local_size=64 --num_groups=4

/* Every item writes the same product to one element: a benign write-write race. */
__kernel void k(__global int *A, int x, int y) {
  A[0] = x * y;
}
