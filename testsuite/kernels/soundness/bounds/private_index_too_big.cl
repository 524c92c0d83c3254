//xfail:NOT_ALL_VERIFIED
//--local_size=32 --num_groups=2 --check-array-bounds
//possible array out-of-bounds access on array p

__kernel void k(__global int *out) {
  int p[8];
  for (int i = 0; i < 8; i++) {
    p[i] = i;
  }
  out[get_global_id(0)] = p[get_local_id(0) % 9];
}
