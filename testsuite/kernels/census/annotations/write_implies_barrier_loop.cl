//pass
//--local_size=128 --num_groups=32

// Each round, every item writes only its own cell of the local buffer; the invariant records
// that for the log of writes, which survives within the round.
__kernel void rounds(__global float *data, unsigned n) {
  __local float s[128];
  unsigned l = get_local_id(0);
  float v = data[get_global_id(0)];
  for (unsigned r = 0;
       __invariant(r <= n),
       __global_invariant(__write_implies(s, __write_offset_bytes(s) == l * sizeof(float))),
       r < n;
       r++) {
    s[l] = v;
    barrier(CLK_LOCAL_MEM_FENCE);
    v = v + s[(l + 64) % 128];
    barrier(CLK_LOCAL_MEM_FENCE);
  }
  data[get_global_id(0)] = v;
}
