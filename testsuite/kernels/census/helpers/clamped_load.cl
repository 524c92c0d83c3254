//pass
//--local_size=256 --num_groups=32

// A helper that reads through a global pointer parameter with a clamped index.
float load_clamped(__global const float *p, int i, int n) {
  return p[clamp(i, 0, n - 1)];
}

__kernel void diff(__global const float *in, __global float *out, int n) {
  int i = get_global_id(0);
  out[i] = load_clamped(in, i + 1, n) - load_clamped(in, i - 1, n);
}
