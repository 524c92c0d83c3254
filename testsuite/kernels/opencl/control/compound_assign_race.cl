//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=4
//race on A\[

// Four items accumulate into the same element with a plain (non-atomic) +=.
__kernel void bucket(__global int *A, __global const int *in) {
  A[get_global_id(0) / 4] += in[get_global_id(0)];
}
