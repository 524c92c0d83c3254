//pass
//--local_size=64 --num_groups=1

/* Statements whose meaning is easy to get subtly wrong: continue in do-while (it evaluates the
   condition) and in for (it runs the increment), break inside a switch inside a loop,
   short-circuit operators with side effects, increments of array elements and of vector
   components, several declarators, comma expressions in for headers, __constant tables,
   division of negative numbers by powers of two (rounds toward zero), and division by
   1u << k. Each work-item writes its own row (see the native check). */
__constant int table[8] = {3, 1, 4, 1, 5, 9, 2, 6};

#define N 24
__kernel void k(__global const int *in, __global int *out) {
  size_t i = get_local_id(0);
  int a = in[i], b = in[i + 64];
  __global int *o = out + i * N;
  int n = 0, m = 0;
  do {
    n++;
    if (n % 3 == 0)
      continue;
    m += n;
  } while (n < 10);
  o[0] = n * 100 + m;
  int s = 0;
  for (int j = 0, k2 = 10; j < k2; j++, k2--) {
    if ((j & 1) == 0)
      continue;
    s += j * k2;
  }
  o[1] = s;
  int t = 0;
  for (int j = 0; j < 6; j++) {
    switch ((a + j) & 3) {
    case 0:
      t += 1;
      break;
    case 1:
      continue;
    case 2:
      t += 100;
    default:
      t += 10;
    }
    t *= 2;
  }
  o[2] = t;
  int x = 0;
  int r = (a > 0 && (x++ > -1)) || (x++ > 5);
  o[3] = r * 10 + x;
  int arr[4] = {1, 2, 3, 4};
  arr[b & 3]++;
  --arr[(b >> 2) & 3];
  int k = 0;
  arr[k++] += 5;
  arr[k++] *= 3;
  o[4] = arr[0] + 10 * arr[1] + 100 * arr[2] + 1000 * arr[3] + 10000 * k;
  int4 v = (int4)(a, b, 1, 2);
  v.x += 3;
  v.yz *= 2;
  v.w++;
  v.s0--;
  o[5] = v.x;
  o[6] = v.y;
  o[7] = v.z + v.w;
  int p = a % 7, q = p + 1, w = p * q;
  o[8] = w;
  o[9] = table[a & 7] + table[(b >> 5) & 7] * 10;
  o[10] = a / 4;
  o[11] = a % 8;
  o[12] = a / -16;
  o[13] = (int)((uint)a / (1u << (b & 31)));
  o[14] = (int)((uint)a % (1u << (b & 31)));
  o[15] = a >> (b & 31);
  o[16] = (a < 0) ? -((-a) / 3) : a / 3;
  unsigned u = (unsigned)a;
  o[17] = u > 5 ? 1 : -1;
  o[18] = (a < 0u) + (b < (int)0u);
  o[19] = (a ^ b) & ~(a | ~b);
  int y = a;
  y += (y * 3) % 5;
  o[20] = y - a;
  o[21] = (a & 0xff) * (b & 0xff) / ((a & 0xf) + 1);
  o[22] = (short)(a * 70000) / 3;
  o[23] = (char)a * (unsigned char)b;
}
