//pass
//--local_size=32 --num_groups=2 --check-array-bounds

__kernel void k(__global int *out) {
  int p[8];
  for (int i = 0; i < 8; i++) {
    p[i] = i * get_local_id(0);
  }
  out[get_global_id(0)] = p[get_local_id(0) % 8];
}
