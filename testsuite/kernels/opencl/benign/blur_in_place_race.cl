//xfail:NOT_ALL_VERIFIED
//--local_size=[32,8] --global_size=[256,256]
//possible (read-write|write-read) race on img\[
//
// The twin of blur_symbolic_width.cl that blurs in place: a work item writes its pixel while
// its neighbours read it.
__kernel void blur3_in_place(__global float *img, int w, int h)
{
  int x = get_global_id(0);
  int y = get_global_id(1);
  if (x > 0 && y > 0 && x < w - 1 && y < h - 1) {
    float up = 0.25f * img[(y - 1) * w + (x - 1)] + 0.5f * img[(y - 1) * w + x] + 0.25f * img[(y - 1) * w + (x + 1)];
    float mid = 0.5f * img[y * w + (x - 1)] + img[y * w + x] + 0.5f * img[y * w + (x + 1)];
    float down = 0.25f * img[(y + 1) * w + (x - 1)] + 0.5f * img[(y + 1) * w + x] + 0.25f * img[(y + 1) * w + (x + 1)];
    img[y * w + x] = (up + mid + down) * 0.25f;
  }
}
