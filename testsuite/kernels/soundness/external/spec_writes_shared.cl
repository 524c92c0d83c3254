//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=2
//possible read-write race on L

void __spec_fill(__local int *p) {
  __writes_to(p);
}

__kernel void k(__global int *out) {
  __local int L[64];
  out[get_global_id(0)] = L[get_local_id(0)];
  __spec_fill(L);
}
