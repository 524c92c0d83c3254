//pass
//--local_size=64 --num_groups=1

// After the barrier, each thread may rely on what its right neighbour wrote.
__kernel void k(__local int *A, __global int *B) {
  A[get_local_id(0)] = get_local_id(0);
  __barrier_invariant_1(A[get_local_id(0)] == get_local_id(0), (get_local_id(0) + 1) % get_local_size(0));
  barrier(CLK_LOCAL_MEM_FENCE);
  __assert(A[(get_local_id(0) + 1) % get_local_size(0)] == (get_local_id(0) + 1) % get_local_size(0));
  B[get_local_id(0)] = A[(get_local_id(0) + 1) % get_local_size(0)];
}
