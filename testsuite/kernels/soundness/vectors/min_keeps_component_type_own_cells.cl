//pass
//--local_size=8 --num_groups=1

/* The twin of min_keeps_component_type.cl: the wrapped sum, 144, only picks the work-item's own
   cell. */
__kernel void k(__global int *A, uchar c) {
  __requires(c == 200);
  uchar4 a = (uchar4)(c);
  A[get_local_id(0) + 8 * ((min(a, a) + a).x - 144)] = get_local_id(0);
}
