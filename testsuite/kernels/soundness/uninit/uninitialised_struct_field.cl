//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=2
//possible write-write race on out\[0\]

typedef struct {
  int a;
  int b;
} S;

// s.b is never written.
__kernel void k(__global S *out) {
  S s;
  s.a = 1;
  out[0] = s;
}
