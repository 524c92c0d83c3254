//pass
//--local_size=64 --num_groups=4

// A float buffer read four elements at a time through a float4 pointer.
__kernel void sum4(__global float *A, __global float *out) {
  int i = get_global_id(0);
  __global float4 *v = (__global float4 *)A;
  float4 x = v[i];
  out[i] = x.x + x.y + x.z + x.w;
}
