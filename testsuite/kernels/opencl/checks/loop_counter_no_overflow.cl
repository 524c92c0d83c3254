//pass
//--local_size=64 --num_groups=2 --check-overflow
//
// A counted loop's increment cannot overflow: i < n <= INT_MAX before each increment.

__kernel void k(__global int *out, int n) {
  int sum = 0;
  for (int i = 0; i < n; i++) {
    sum = sum ^ i;
  }
  out[get_global_id(0)] = sum;
}
