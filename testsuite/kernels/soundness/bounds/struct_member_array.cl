//xfail:NOT_ALL_VERIFIED
//--local_size=8 --num_groups=1 --check-array-bounds
//possible array out-of-bounds access on array s

typedef struct {
  int a[4];
  int b;
} S;

__kernel void k(__global int *out) {
  S s;
  s.b = 0;
  s.a[get_local_id(0)] = 1;
  out[get_local_id(0)] = s.b;
}
