//pass
//--local_size=64 --num_groups=4

// Count the non-zero entries of each item's 8-element row, skipping zeros with continue.
__kernel void nnz_rows(__global const int *M, __global int *nnz) {
  size_t row = get_global_id(0);
  int count = 0;
  for (int k = 0; k < 8; k++) {
    if (M[row * 8 + k] == 0)
      continue;
    count++;
  }
  nnz[row] = count;
}
