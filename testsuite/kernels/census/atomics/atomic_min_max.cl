//pass
//--local_size=256 --num_groups=64

// Global minimum and maximum of the input with atomics on two cells.
__kernel void extrema(__global const int *in, __global int *mn, __global int *mx) {
  int v = in[get_global_id(0)];
  atomic_min(mn, v);
  atomic_max(mx, v);
}
