//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=8
//possible write-write race on found\[

// Every item records where it found a negative value: the writers store different values,
// so the race on the flag is not benign.
__kernel void where_negative(__global const int *in, __global unsigned *found, unsigned n) {
  for (unsigned i = get_global_id(0); i < n; i += get_global_size(0)) {
    if (in[i] < 0)
      found[0] = i;
  }
}
