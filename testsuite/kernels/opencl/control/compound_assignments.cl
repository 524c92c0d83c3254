//pass
//--local_size=64 --num_groups=16

__kernel void mix(__global int *A, __global const int *B) {
  size_t i = get_global_id(0);
  A[i] += 1;
  A[i] *= 3;
  A[i] <<= 1;
  A[i] ^= 0x55;
  A[i] -= B[i];
  A[i] |= 1;
  A[i] >>= 2;
}
