//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=2 --unroll=8
//possible write-write race on A

// With a stride of 8, thread g's offset 8g + 9 is thread g+1's offset 8(g+1) + 1.
__kernel void k(__global int *A) {
  for (int i = 1; i < 27; i *= 3) {
    A[get_global_id(0) * 8 + i] = i;
  }
}
