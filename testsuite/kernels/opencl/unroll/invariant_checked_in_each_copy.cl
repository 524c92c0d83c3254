//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=2 --unroll=8
//invariant_checked_in_each_copy.cl:7:19: error: loop invariant might not be maintained by the loop

// The invariant holds on entry and fails after the second iteration.
__kernel void k(__global int *A) {
  for (int i = 0; __invariant(i < 2), i < 4; i++) {
    A[get_global_id(0) * 4 + i] = i;
  }
}
