//pass
//--local_size=64 --num_groups=2
//
// OpenCL's relational built-ins on vectors give -1 per true component, like the operators,
// so any() and all() see the sign bits.

__kernel void k(__global int *out, __global float4 *in) {
  float4 v = in[get_global_id(0)];
  float4 w = (float4)(1.0f, 2.0f, 3.0f, 4.0f);
  int4 m = isless(v, w);
  if (v.x < w.x) __assert(m.x == -1);
  if (!(v.x < w.x)) __assert(m.x == 0);
  int4 e = islessgreater(v, w) | isunordered(v, w);
  if (any(isgreater(v, w)) || all(isordered(v, w)) || e.y)
    out[get_global_id(0)] = 1;
}
