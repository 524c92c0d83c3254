//pass
//--local_size=64 --global_size=128

// Enums in OpenCL C: without a fixed underlying type and with no negative enumerator an enum
// is an unsigned int (so `s - 1` below wraps instead of going negative, as clang computes
// it); a fixed underlying type gives its size and wrap-around. Every guarded write to out[0]
// is unreachable.
enum stage { LOAD, SHIFT };
typedef enum { NEG = -1, ZERO } sign_t;
enum narrow : unsigned char { SMALL = 1, WIDE = 255 };

__kernel void k(__global int *out, __global const int *in) {
  __local int buf[64];
  int lid = get_local_id(0);
  int gid = get_global_id(0);
  enum stage s = LOAD;
  sign_t sg = NEG;
  enum narrow n = (enum narrow)(WIDE + 2); // 257 wraps to 1
  buf[lid] = in[gid];
  barrier(CLK_LOCAL_MEM_FENCE);
  s = SHIFT;
  out[gid] = buf[(lid + (int)s) % 64];
  if (s - 2 < 0 || sg - 1 > 0)
    out[0] = lid;
  if (n != SMALL || sizeof(enum narrow) != 1 || sizeof(enum stage) != 4)
    out[0] = lid;
}
