//pass
//--local_size=64 --num_groups=1

// __assume constrains a parameter from that point on.
__kernel void offset_write(__global int *A, int base) {
  __assume(base >= 64 && base < 1024);
  size_t t = get_local_id(0);
  A[t] = 0;
  A[base + t] = 1;
}
