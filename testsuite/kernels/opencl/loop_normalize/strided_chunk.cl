//pass
//--local_size=64 --num_groups=4

// Each item walks its chunk of 32 with stride 4, writing the first and the last cell of each
// group of four.
__kernel void k(__global int *A) {
  unsigned gid = get_global_id(0);
  for (unsigned j = 0; j < 32; j += 4) {
    A[gid * 32 + j] = 0;
    A[gid * 32 + j + 3] = 3;
  }
}
