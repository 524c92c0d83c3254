//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=2 --no-inline
//ensures_fails_on_one_path.cl:7:3: error: postcondition might not hold on all return paths
//finished with 1 verified, 1 error

int clamp_pos(int x) {
  __ensures(__return_val_int() > 0);
  if (x > 0)
    return x;
  return 0;
}

__kernel void k(__global int *out) {
  out[get_global_id(0)] = clamp_pos(get_local_id(0) + 1);
}
