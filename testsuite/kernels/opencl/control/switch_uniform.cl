//pass
//--local_size=64 --num_groups=4

// The operation is chosen by a kernel argument.
__kernel void apply(__global int *A, int op) {
  size_t i = get_global_id(0);
  int v = A[i];
  switch (op) {
  case 0:
    v = v + 1;
    break;
  case 1:
    v = v * 2;
    break;
  default:
    v = 0;
    break;
  }
  A[i] = v;
}
