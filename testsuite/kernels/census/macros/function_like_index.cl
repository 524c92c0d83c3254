//pass
//--local_size=[16,16] --num_groups=[16,16]

#define WIDTH 256
#define IDX2(r, c, w) ((r) * (w) + (c))
#define MIN(a, b) ((a) < (b) ? (a) : (b))
#define MAX(a, b) ((a) > (b) ? (a) : (b))
#define CLAMP(x, lo, hi) MIN(MAX((x), (lo)), (hi))

// 3-tap horizontal blur with clamped borders, all indexing through macros.
__kernel void hblur(__global const float *src, __global float *dst) {
  int x = get_global_id(0);
  int y = get_global_id(1);
  int xl = CLAMP(x - 1, 0, WIDTH - 1);
  int xr = CLAMP(x + 1, 0, WIDTH - 1);
  dst[IDX2(y, x, WIDTH)] =
      (src[IDX2(y, xl, WIDTH)] + src[IDX2(y, x, WIDTH)] + src[IDX2(y, xr, WIDTH)]) / 3.0f;
}
