//pass
//--local_size=128 --num_groups=64

// 16-bit samples staged in local memory; first differences computed in int and saturated.
__kernel void delta(__global const short *in, __global short *out) {
  __local short s[128];
  size_t l = get_local_id(0);
  s[l] = in[get_global_id(0)];
  barrier(CLK_LOCAL_MEM_FENCE);
  int d = l > 0 ? (int)s[l] - (int)s[l - 1] : (int)s[l];
  out[get_global_id(0)] = (short)clamp(d, -32768, 32767);
}
