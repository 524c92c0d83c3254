//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=2 --check-div-by-zero
//possible division by zero for work item 5 with local id 5 in work group
//

__kernel void k(__global int *out) {
  unsigned lid = get_local_id(0);
  out[get_global_id(0)] = 256 % (lid - 5);
}
