//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=1
//possible write-write race on A

// Every work item copies its own values into the same four cells.
__kernel void k(__local int *A, __global int *B) {
  memcpy(A, B + 4 * get_local_id(0), 4 * sizeof(int));
}
