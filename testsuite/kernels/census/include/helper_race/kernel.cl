//xfail:NOT_ALL_VERIFIED
//--local_size=128 --num_groups=8
//possible write-write race on stats\[

#include "common.h"

// Every work item calls the header's helper, which stores to the same element.
__kernel void observe(__global const float *in, __global float *stats) {
  record_last(stats, in[get_global_id(0)]);
}
