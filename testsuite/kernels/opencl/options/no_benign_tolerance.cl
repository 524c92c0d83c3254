//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=16 --no-benign-tolerance
//possible write-write race on found\[0\]

// The same-value flag write is tolerated by default, but not with --no-benign-tolerance.
__kernel void any_negative(__global const int *in, __global int *found) {
  if (in[get_global_id(0)] < 0)
    found[0] = 1;
}
