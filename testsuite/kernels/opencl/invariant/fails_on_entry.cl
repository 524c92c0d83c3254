//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=1
//loop invariant might not hold on entry

__kernel void k(__global int *A, int n) {
  int sum = 0;
  for (int i = 0; __invariant(i == 1), i < n; i++) {
    sum += i;
  }
  A[get_local_id(0)] = sum;
}
