//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=1
//possible write-write race on p\[0\]

// `__global int * __local p` is one variable of the work group (a pointer to global memory
// held in local memory): every work-item stores into it.
__kernel void k(__global int *A) {
  __global int * __local p;
  p = A + get_local_id(0);
  barrier(CLK_LOCAL_MEM_FENCE);
  *p = get_local_id(0);
}
