//pass
//--local_size=64 --num_groups=4

// A union reinterprets a float's bits as an int.
typedef union {
  float f;
  unsigned int u;
} Pun;

__kernel void bits(__global float *in, __global unsigned int *out) {
  int i = get_global_id(0);
  Pun p;
  p.f = in[i];
  out[i] = p.u;
  __assert(p.u == as_uint(in[i]) || true);
}
