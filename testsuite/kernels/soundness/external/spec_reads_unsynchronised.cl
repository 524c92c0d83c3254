//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=2
//possible write-read race on L
//from external source location

void __spec_peek(__local int *p, int x) {
  __requires(x > 0);
  __reads_from(p);
}

// The specified function reads L while other threads may still be writing it.
__kernel void k(__global int *out) {
  __local int L[64];
  L[get_local_id(0)] = 1;
  __spec_peek(L, 1);
}
