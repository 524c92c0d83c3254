//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=4
//possible read-write race on A\[

// Thread i reads elements 4i..4i+3 through a float4 pointer while thread i writes element i.
__kernel void sum4(__global float *A) {
  int i = get_global_id(0);
  __global float4 *v = (__global float4 *)A;
  float4 x = v[i];
  A[i] = x.x;
}
