//pass
//--local_size=64 --num_groups=1

/* Pointers as values: chosen between buffers, kept in structs and arrays, passed to and
   returned from helpers, compared, offset backwards. Each work-item
   writes only its own cells (see the native check). */
typedef struct {
  __global int *dst;
  int stride;
} Target;

__global int *pick(__global int *a, __global int *b, int which) {
  return which ? a : b;
}

void put(Target t, int k, int v) {
  t.dst[k * t.stride] = v;
}

#define N 8
__kernel void k(__global const int *in, __global int *out, __global int *alt) {
  size_t i = get_local_id(0);
  int a = in[i], b = in[i + 64];
  __global int *row = out + i * N;
  __global int *other = alt + i * N;
  __global int *p = pick(row, other, a & 1);
  p[0] = a;
  Target t = {row + 1, 2};
  put(t, 0, b);
  put(t, 1, a ^ b);
  __global int *slots[2] = {row, other};
  slots[(b >> 3) & 1][2] = 11;
  __global int *end = row + N;
  end[-1] = (int)(end - row);
  row[4] = (p == row) + 2 * (p != other) + 4 * (end > row);
  __global int *back = &other[5] - 2;
  *back = 33;
  __global const int *q = in + i;
  q += 64;
  row[6] = *q - b;
}
