//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=2 --check-overflow
//signed_overflow.cl:7:27: error: possible arithmetic overflow for work item
//

__kernel void k(__global int *out, int n) {
  out[get_global_id(0)] = n * 2;
}
