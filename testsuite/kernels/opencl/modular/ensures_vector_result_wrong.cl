//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=2 --no-inline
//ensures_vector_result_wrong.cl:9:3: error: postcondition might not hold on all return paths
//
// The twin of ensures_vector_result.cl whose helper returns `x + 1` in the component its
// postcondition says is `x`.

int4 spread(int x) {
  __ensures(__return_val_int4().x == x);
  return (int4)(x + 1, x + 1, x + 2, 0);
}

__kernel void k(__global int *out) {
  int4 v = spread(get_global_id(0));
  out[v.x] = 0;
}
