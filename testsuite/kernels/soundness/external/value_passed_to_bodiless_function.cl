//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=2
//possible write-read race on A\[0\]

void consume(int x);

// Passing A[0] to a function without a body still reads it.
__kernel void k(__global int *A) {
  A[get_local_id(0)] = 1;
  consume(A[0]);
}
