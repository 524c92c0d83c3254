//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=1
//loop invariant might not be maintained by the loop

__kernel void k(__global int *A, int n) {
  int sum = 0;
  for (int i = 0; __invariant(i == 0), i < n; i++) {
    sum += 2;
  }
  A[get_local_id(0)] = sum;
}
