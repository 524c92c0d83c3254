//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=8
//possible write-write race on out\[

// The helper is fine, but the caller passes the local id: groups collide.
void put(__global int *dst, size_t i, int v) {
  dst[i] = v;
}

__kernel void publish(__global const int *in, __global int *out) {
  put(out, get_local_id(0), in[get_global_id(0)]);
}
