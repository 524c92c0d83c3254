//pass
//--local_size=64 --num_groups=16

// idx + 1 wraps back to the global id: arithmetic is modulo 2^32.
__kernel void wrap(__global unsigned *A) {
  unsigned gid = get_global_id(0);
  unsigned idx = gid + 0xFFFFFFFFu;
  A[idx + 1u] = gid;
}
