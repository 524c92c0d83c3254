//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=2
//possible atomic-read race on count\[0\]

// Reading the counter while other items may still be incrementing it.
__kernel void count_and_peek(__global int *count, __global int *out) {
  atomic_add(&count[0], 1);
  out[get_global_id(0)] = count[0];
}
