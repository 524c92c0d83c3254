//pass
//--local_size=32 --num_groups=4

static int sq(int x) { return x * x; }
static int sum_sq(int a, int b) { return sq(a) + sq(b); }
inline int dist2(int x0, int y0, int x1, int y1) { return sum_sq(x1 - x0, y1 - y0); }

__kernel void distances(__global const int *xs, __global const int *ys, __global int *d) {
  size_t i = get_global_id(0);
  d[i] = dist2(xs[i], ys[i], 0, 0);
}
