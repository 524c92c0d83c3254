//pass
//--local_size=8 --num_groups=1

/* The twin of char_vector_sum_wraps.cl: the wrapped sum decides a write to each work-item's
   own cell. */
__kernel void k(__global int *A, char c) {
  __requires(c == 100);
  char4 v = (char4)(c, 0, 0, 0);
  if ((v + v).x < 0)
    A[get_local_id(0)] = (v + v).x;
}
