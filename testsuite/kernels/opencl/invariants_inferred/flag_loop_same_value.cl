//pass
//--local_size=64 --num_groups=8

// Every item scans a strided slice and raises a shared flag; all writers store the same
// value, which is a benign race (accessValueMaintained).
__kernel void any_negative(__global const int *in, __global int *found, unsigned n) {
  for (unsigned i = get_global_id(0); i < n; i += get_global_size(0)) {
    if (in[i] < 0)
      found[0] = 1;
  }
}
