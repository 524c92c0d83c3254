//pass
//--local_size=64 --num_groups=16

int clamp_index(int i, int lo, int hi) {
  if (i < lo)
    return lo;
  if (i > hi)
    return hi;
  return i;
}

float blend(float a, float b, float t) {
  return a + (b - a) * t;
}

__kernel void smooth(__global const float *in, __global float *out, int n) {
  int i = get_global_id(0);
  int l = clamp_index(i - 1, 0, n - 1);
  int r = clamp_index(i + 1, 0, n - 1);
  out[i] = blend(in[l], in[r], 0.5f);
}
