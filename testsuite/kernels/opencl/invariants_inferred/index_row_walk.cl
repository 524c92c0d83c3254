//pass
//--local_size=64 --num_groups=4

// The integer form of the row walk: the counter starts at a thread-dependent base and is
// bounded by base + 48.
__kernel void k(__global float *M) {
  int base = get_global_id(0) * 48;
  for (int i = base; i < base + 48; i++) M[i] *= 2.0f;
}
