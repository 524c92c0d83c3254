//pass
//--local_size=64 --num_groups=8

// Grid-stride loop: item g touches g, g + G, g + 2G, ... (loopCounterIsStrided,
// accessedOffsetsSatisfyPredicates).
__kernel void scale(__global const float *in, __global float *out, unsigned n) {
  unsigned stride = get_global_size(0);
  for (unsigned i = get_global_id(0); i < n; i += stride) {
    out[i] = 2.0f * in[i];
  }
}
