//pass
//--local_size=64 --num_groups=2 --no-inline
//
// `__return_val_int4()` names a helper's `int4` result in its postcondition; with
// `--no-inline` the caller knows the result only through it, and uses its `x` component as
// an index that each work item owns.

int4 spread(int x) {
  __ensures(__return_val_int4().x == x);
  __ensures(__return_val_int4().w == 0);
  return (int4)(x, x + 1, x + 2, 0);
}

__kernel void k(__global int *out) {
  int4 v = spread(get_global_id(0));
  out[v.x] = v.w;
}
