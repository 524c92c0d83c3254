//pass
//--local_size=64 --num_groups=2

/* The pointer always holds write_own; the other address-taken helper is never called. */
typedef void (*writer)(__global int *);
void write_own(__global int *A) { A[get_global_id(0)] = 1; }
void write_first(__global int *A) { A[0] = get_global_id(0); }

__kernel void k(__global int *A, __global int *B) {
  writer unused = write_first;
  writer f = &write_own;
  (*f)(A);
  B[get_global_id(0)] = unused != f;
}
