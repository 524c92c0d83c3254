//pass
//--local_size=128 --num_groups=32 --timeout=60

// Scatter with a run-time stride. The stride must be non-zero, and bounded so that
// gid * stride cannot wrap around 32 bits onto another item's slot.
__kernel void scatter(__global const float *in, __global float *out, unsigned stride) {
  __requires(stride >= 1);
  __requires(stride <= 1024);
  unsigned gid = get_global_id(0);
  out[gid * stride] = in[gid];
}
