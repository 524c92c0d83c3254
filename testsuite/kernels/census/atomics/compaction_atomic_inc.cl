//pass
//--local_size=256 --num_groups=64

// Stream compaction with a global atomic counter: each surviving element gets a distinct slot
// from atomic_inc, so the scattered stores never collide.
__kernel void compact(__global const int *in, __global int *out, __global unsigned *count) {
  int v = in[get_global_id(0)];
  if (v != 0) {
    unsigned slot = atomic_inc(count);
    out[slot] = v;
  }
}
