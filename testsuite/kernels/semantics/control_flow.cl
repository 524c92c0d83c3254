//pass
//--local_size=64 --num_groups=1

/* Control flow: switch with fall-through and default, forward goto, do-while, break and continue in
   nested loops, early returns from helpers, loops over narrow counters. Each work-item writes
   only its own row (see the native check). */
int classify(int v) {
  if (v < 0)
    return -1;
  if (v == 0)
    return 0;
  return 1;
}

int digits(uint v) {
  int n = 0;
  do {
    v /= 10;
    n++;
  } while (v != 0);
  return n;
}

#define N 8
__kernel void k(__global const int *in, __global int *out) {
  size_t i = get_local_id(0);
  int a = in[i], b = in[i + 64];
  __global int *o = out + i * N;
  int s = 0;
  switch (a & 7) {
  case 0:
    s += 1;
  case 1:
    s += 10;
    break;
  case 5:
    s = 500;
  default:
    s += 3;
  }
  o[0] = s;
  int acc = 0;
  for (int x = 0; x < 6; x++) {
    if (x == (b & 3))
      continue;
    for (int y = 0; y < 6; y++) {
      if (y > x)
        break;
      acc += x * 7 + y;
    }
  }
  o[1] = acc;
  int g = a & 15;
  int steps = 0;
  if (g > 7) {
    g -= 8;
    steps += 2;
    goto small;
  }
  steps += 100;
small:
  if (g > 3) {
    g -= 4;
    steps++;
    goto done;
  }
  steps += 1000;
done:
  o[2] = steps * 100 + g;
  o[3] = classify(a) + 10 * classify(b);
  o[4] = digits((uint)a);
  uchar c = 250;
  int wraps = 0;
  for (uchar j = 0; j < 20; j++) {
    c++;
    wraps += c == 0;
  }
  o[5] = wraps + c;
  int m = 0;
  while (1) {
    m++;
    if (m * m > (a & 255))
      break;
  }
  o[6] = m;
  o[7] = (a & 1) ? (b & 1 ? 3 : 2) : (b & 1 ? 1 : 0);
}
