//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=1
//possible write-write race on out\[

// Twin of vector_logical_ops.cl: the scale 1 + (-1) + 0 is zero, so every work-item writes
// element 0.
__kernel void k(__global int *out) {
  int i = get_local_id(0);
  int4 m = (int4)(1, 0, 1, 0) && (int4)(1, 1, 0, 0);
  out[i * (1 + m.x + m.y)] = i;
}
