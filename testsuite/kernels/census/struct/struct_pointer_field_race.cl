//xfail:NOT_ALL_VERIFIED
//--local_size=128 --num_groups=16
//possible write-write race on stats

typedef struct {
  float last;
  int seen;
} Stats;

// Every item records its value in the single statistics record through a pointer.
__kernel void observe(__global const float *in, __global Stats *stats) {
  size_t gid = get_global_id(0);
  stats->last = in[gid];
}
