//pass
//--local_size=256 --num_groups=32

__constant float coeffs[5] = {0.0625f, 0.25f, 0.375f, 0.25f, 0.0625f};

// 5-tap binomial filter with taps from a program-scope constant table.
__kernel void binomial(__global const float *in, __global float *out, int n) {
  int i = get_global_id(0);
  float acc = 0.0f;
  for (int k = 0; __invariant(k <= 5), k < 5; k++) {
    int j = clamp(i + k - 2, 0, n - 1);
    acc += coeffs[k] * in[j];
  }
  out[i] = acc;
}
