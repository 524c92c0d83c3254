//pass
//--local_size=64 --num_groups=2
//
// OpenCL's vec_step names a vector type's or expression's component count (a 3-component
// vector counts 4, a scalar 1); it is a constant, usable in array lengths.

__kernel void k(__global int *out) {
  __local int s[64 * vec_step(int2)];
  float4 v = (float4)(1.0f);
  int2 w = (int2)(1, 2);
  __assert(vec_step(v) == 4 && vec_step(w) == 2 && vec_step w == 2);
  __assert(vec_step(float3) == 4 && vec_step(uchar16) == 16 && vec_step(int) == 1);
  __assert(vec_step(v + v) == 4);
  int l = get_local_id(0);
  s[l * vec_step(int2)] = l;
  s[l * vec_step(int2) + 1] = l;
  barrier(CLK_LOCAL_MEM_FENCE);
  out[get_global_id(0)] = s[127 - l];
}
