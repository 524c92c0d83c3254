//pass
//--local_size=32 --num_groups=2

// A kernel precondition is assumed on entry, so assertions that follow from it hold.
__kernel void scaled(__global int *A, int scale) {
  __requires(scale > 0);
  __requires(scale < 1000);
  int v = get_local_id(0) * scale;
  __assert(v >= 0);
  __assert(v < 32000);
  A[get_global_id(0)] = v;
}
