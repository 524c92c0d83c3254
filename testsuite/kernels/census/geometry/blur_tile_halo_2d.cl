//pass
//--local_size=[16,16] --num_groups=[16,16]

#define T 16

// 5-point blur of an image: each group stages an 18x18 tile (16x16 plus a one-cell halo) in
// local memory, edge items load the halo, borders of the image are clamped.
__kernel void blur(__global const float *img, __global float *out) {
  __local float tile[T + 2][T + 2];
  int lx = get_local_id(0), ly = get_local_id(1);
  int x = get_global_id(0), y = get_global_id(1);
  int w = get_global_size(0), h = get_global_size(1);
  tile[ly + 1][lx + 1] = img[y * w + x];
  if (lx == 0)
    tile[ly + 1][0] = img[y * w + max(x - 1, 0)];
  if (lx == T - 1)
    tile[ly + 1][T + 1] = img[y * w + min(x + 1, w - 1)];
  if (ly == 0)
    tile[0][lx + 1] = img[max(y - 1, 0) * w + x];
  if (ly == T - 1)
    tile[T + 1][lx + 1] = img[min(y + 1, h - 1) * w + x];
  barrier(CLK_LOCAL_MEM_FENCE);
  out[y * w + x] = 0.2f * (tile[ly + 1][lx + 1] + tile[ly][lx + 1] + tile[ly + 2][lx + 1] +
                           tile[ly + 1][lx] + tile[ly + 1][lx + 2]);
}
