//pass
//--local_size=64 --num_groups=2

void __spec_peek(__local int *p, int x) {
  __requires(x > 0);
  __reads_from(p);
}

__kernel void k(__global int *out) {
  __local int L[64];
  L[get_local_id(0)] = 1;
  barrier(CLK_LOCAL_MEM_FENCE);
  __spec_peek(L, 1);
}
