//pass
//--local_size=64 --num_groups=2 --no-inline
//
// The twin of uncalled_race.cl: each thread writes its own element.

void mark(__global int *p) {
  p[get_global_id(0)] = get_local_id(0);
}

__kernel void k(__global int *out) {
  out[get_global_id(0)] = 1;
}
