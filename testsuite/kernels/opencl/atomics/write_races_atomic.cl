//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=1
//race on total\[0\]

// Item 0 resets the total with a plain store while the others add to it atomically.
__kernel void reset_and_add(__global int *total, __global const int *in) {
  if (get_local_id(0) == 0)
    total[0] = 0;
  atomic_add(&total[0], in[get_local_id(0)]);
}
