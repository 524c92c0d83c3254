//pass
//--local_size=64 --num_groups=1 --check-array-bounds

__kernel void k(__global int *out) {
  __local int T[4][16];
  T[get_local_id(0) / 16][get_local_id(0) % 16] = 1;
  barrier(CLK_LOCAL_MEM_FENCE);
  out[get_local_id(0)] = T[3 - get_local_id(0) / 16][15 - get_local_id(0) % 16];
}
