//pass
//--local_size=128 --num_groups=32

#if __LOCAL_SIZE_0 == 256
#define LOG_LS 8
#elif __LOCAL_SIZE_0 == 128
#define LOG_LS 7
#elif __LOCAL_SIZE_0 == 64
#define LOG_LS 6
#else
#error "unsupported local size"
#endif

// The local buffer and the reduction depth follow the local size given on the command line.
__kernel void reduce(__global const int *in, __global int *out) {
  __local int buf[__LOCAL_SIZE_0];
  unsigned lid = get_local_id(0);
  buf[lid] = in[get_global_id(0)];
  barrier(CLK_LOCAL_MEM_FENCE);
  for (unsigned d = 0; __invariant(d <= LOG_LS), d < LOG_LS; d++) {
    unsigned s = __LOCAL_SIZE_0 >> (d + 1);
    if (lid < s)
      buf[lid] += buf[lid + s];
    barrier(CLK_LOCAL_MEM_FENCE);
  }
  if (lid == 0)
    out[get_group_id(0)] = buf[0];
}
