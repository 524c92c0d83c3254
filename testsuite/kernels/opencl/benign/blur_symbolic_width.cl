//pass
//--local_size=[32,8] --global_size=[256,256] --backend=smt2
//
// A weighted 3x3 blur over a row-major image whose row length `w` is a kernel argument. Each
// work item writes its own pixel; with `w` arbitrary, `y * w + x` wraps for large `w` and two
// work items can write the same pixel, but they then read the same neighbours and write the
// same value, a benign race. Proving that the values agree takes the prover's bit-blasting
// tactic seconds and its incremental core minutes, so the smt2 back end's attempt after a
// time-out starts the final query with the tactic. (The Boogie route times out here.)
__kernel void blur3(__global const float *src, __global float *dst, int w, int h)
{
  int x = get_global_id(0);
  int y = get_global_id(1);
  if (x > 0 && y > 0 && x < w - 1 && y < h - 1) {
    float up = 0.25f * src[(y - 1) * w + (x - 1)] + 0.5f * src[(y - 1) * w + x] + 0.25f * src[(y - 1) * w + (x + 1)];
    float mid = 0.5f * src[y * w + (x - 1)] + src[y * w + x] + 0.5f * src[y * w + (x + 1)];
    float down = 0.25f * src[(y + 1) * w + (x - 1)] + 0.5f * src[(y + 1) * w + x] + 0.25f * src[(y + 1) * w + (x + 1)];
    dst[y * w + x] = (up + mid + down) * 0.25f;
  }
}
