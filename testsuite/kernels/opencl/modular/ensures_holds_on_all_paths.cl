//pass
//--local_size=64 --num_groups=2 --no-inline
//finished with 2 verified, 0 errors
//
// The twin of ensures_fails_on_one_path.cl.

int clamp_pos(int x) {
  __ensures(__return_val_int() > 0);
  if (x > 0)
    return x;
  return 1;
}

__kernel void k(__global int *out) {
  out[get_global_id(0)] = clamp_pos(get_local_id(0) + 1);
}
