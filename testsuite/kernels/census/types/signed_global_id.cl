//pass
//--local_size=128 --num_groups=64

// Signed index arithmetic with a negative offset guarded by a bounds test.
__kernel void backward_diff(__global const float *in, __global float *out) {
  int i = (int)get_global_id(0);
  int j = i - 1;
  out[i] = j >= 0 ? in[i] - in[j] : in[i];
}
