//pass
//--local_size=128 --num_groups=16

// The output array is only written: no read of it is ever logged.
__kernel void fill(__global int *out, int v, unsigned per) {
  unsigned gid = get_global_id(0);
  for (unsigned k = 0;
       __invariant(k <= per),
       __invariant(__no_read(out)),
       k < per;
       k++) {
    out[k * get_global_size(0) + gid] = v;
  }
  __assert(__no_read(out));
}
