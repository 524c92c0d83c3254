//pass
//--local_size=8 --num_groups=1

/* 1u << 35 is 8 in OpenCL C (the amount is read modulo 32): each work-item writes its own
   cell. */
__kernel void k(__global uint *A, uint s) {
  __requires(s == 35);
  uint d = 1u << s;
  A[get_local_id(0) * d] = get_local_id(0);
}
