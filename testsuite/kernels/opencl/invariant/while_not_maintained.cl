//xfail:NOT_ALL_VERIFIED
//--local_size=16 --num_groups=1
//loop invariant might not be maintained by the loop

// x doubles each iteration, so "x < 100" is not inductive.
__kernel void k(__global int *A, int n) {
  int x = 1;
  int i = 0;
  while (__invariant(x < 100), i < n) {
    x = x * 2;
    i++;
  }
  A[get_local_id(0)] = x;
}
