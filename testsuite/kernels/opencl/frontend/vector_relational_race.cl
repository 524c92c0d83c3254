//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=2
//possible write-write race on out\[0\]
//
// The twin of vector_relational_builtins.cl: every item whose vector compares less writes the
// same element.

__kernel void k(__global int *out, __global float4 *in) {
  float4 v = in[get_global_id(0)];
  if (any(isless(v, (float4)(0.5f))))
    out[0] = get_global_id(0);
}
