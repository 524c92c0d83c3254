//xfail:NOT_ALL_VERIFIED
//--local_size=8 --num_groups=1 --check-array-bounds
//parameter_declared_size.cl:6:32: error: possible array out-of-bounds access on array

// The helper's parameter is declared with 8 elements; index 8 is past its end.
void fill(__global int a[8]) { a[8] = 1; }

__kernel void k(__global int *out) {
  if (get_local_id(0) == 0) {
    fill(out);
  }
}
