//xfail:NOT_ALL_VERIFIED
//--local_size=256 --num_groups=16
//race on hist\[

#define BINS 32

// Histogram of values in [0, 1): the bin is computed from the data, and the increment is not
// atomic, so two items hitting the same bin race.
__kernel void histogram(__global const float *in, __global unsigned *out) {
  __local unsigned hist[BINS];
  size_t lid = get_local_id(0);
  if (lid < BINS)
    hist[lid] = 0;
  barrier(CLK_LOCAL_MEM_FENCE);
  float v = clamp(in[get_global_id(0)], 0.0f, 0.999f);
  unsigned bin = (unsigned)(v * BINS);
  hist[bin % BINS] += 1;
  barrier(CLK_LOCAL_MEM_FENCE);
  if (lid < BINS)
    out[get_group_id(0) * BINS + lid] = hist[lid];
}
