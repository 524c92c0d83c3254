//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=2 --check-div-by-zero
//div_by_zero_param.cl:8:27: error: possible division by zero for work item
//d = 0
//

__kernel void k(__global int *out, int d) {
  out[get_global_id(0)] = 100 / d;
}
