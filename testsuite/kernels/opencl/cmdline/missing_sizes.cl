//pass
//
//kcc: warning: no launch sizes given
//
// Without any launch size kcc verifies for every size (GPUVerify requires them); giving only
// one of the two is still an error (missing_num_groups.cl).

__kernel void k(__global int *A) {
  A[get_global_id(0)] = 0;
}
