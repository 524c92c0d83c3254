//pass
//--local_size=64 --num_groups=4

// The address of a private variable and of a private struct is passed to helpers.
typedef struct {
  int lo;
  int hi;
} Range;

void set_range(Range *r, int a, int b) {
  r->lo = a;
  r->hi = b;
}

void inc(int *x) { *x = *x + 1; }

__kernel void addr(__global int *out) {
  int i = get_global_id(0);
  int c = i;
  inc(&c);
  Range r;
  set_range(&r, i, c);
  __assert(r.hi == i + 1);
  out[i] = r.lo + r.hi;
}
