//pass
//--local_size=256 --num_groups=16

// Power-of-two ring buffer: the wrap-around uses a mask, valid because the size is a power of
// two no smaller than the number of items.
__kernel void ring_write(__global int *ring, unsigned size, unsigned head, int v) {
  __requires(__is_pow2(size));
  __requires(size >= 4096);
  unsigned gid = get_global_id(0);
  ring[(head + gid) & (size - 1)] = v + gid;
}
