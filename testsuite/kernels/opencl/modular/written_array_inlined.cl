//pass
//--local_size=64 --num_groups=2
//
// The twin of written_array_forgotten.cl without --no-inline: the call is inlined and the
// caller sees what it wrote.

void fill(__local int *p) {
  p[get_local_id(0)] = 7;
}

__kernel void k(__global int *out) {
  __local int tile[64];
  fill(tile);
  __assert(tile[get_local_id(0)] == 7);
  out[get_global_id(0)] = tile[get_local_id(0)];
}
