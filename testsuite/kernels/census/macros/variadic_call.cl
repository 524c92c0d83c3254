//pass
//--local_size=64 --num_groups=8

#define CALL(f, ...) f(__VA_ARGS__)

float lerp3(float a, float b, float t) { return a + t * (b - a); }

// A variadic forwarding macro around a helper call.
__kernel void blend(__global const float *a, __global const float *b, __global float *out, float t) {
  unsigned gid = get_global_id(0);
  out[gid] = CALL(lerp3, a[gid], b[gid], t);
}
