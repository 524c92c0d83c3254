//pass
//--local_size=64 --num_groups=1

// `&&` on vectors is componentwise and gives -1 for true: the index scale is
// 1 - (-1) - 0 == 2, so every work-item writes its own element.
__kernel void k(__global int *out) {
  int i = get_local_id(0);
  int4 m = (int4)(1, 0, 1, 0) && (int4)(1, 1, 0, 0);
  out[i * (1 - m.x - m.y)] = i;
}
