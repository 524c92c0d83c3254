//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=4
//possible write-(read|write) race on M\[

// Rows are 48 apart but each work-item walks 49 elements.
__kernel void k(__global float *M) {
  int base = get_global_id(0) * 48;
  for (int i = base; i < base + 49; i++) M[i] *= 2.0f;
}
