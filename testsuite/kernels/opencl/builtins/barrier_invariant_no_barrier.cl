//xfail:GPUVERIFYVCGEN_ERROR
//--local_size=64 --num_groups=1
//barrier invariant with no barrier after it

__kernel void k(__local int *A) {
  A[get_local_id(0)] = 1;
  __barrier_invariant_1(A[get_local_id(0)] == 1, get_local_id(0));
}
