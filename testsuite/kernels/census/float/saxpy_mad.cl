//pass
//--local_size=256 --num_groups=128

// y = a x + y with the fused multiply-add builtins.
__kernel void saxpy(__global const float *x, __global float *y, float a) {
  size_t i = get_global_id(0);
  y[i] = mad(a, x[i], y[i]);
  y[i] = fma(1.0f, y[i], 0.0f);
}
