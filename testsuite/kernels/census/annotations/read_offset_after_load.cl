//pass
//--local_size=64 --num_groups=32

// Right after the only read of A, its read log (if any) is this item's element.
__kernel void peek(__global int *A, __global int *B) {
  unsigned gid = get_global_id(0);
  int v = A[gid];
  __assert(__read_implies(A, __read_offset_bytes(A) == gid * sizeof(int)));
  B[gid] = v;
  A[gid] = v + 1;
}
