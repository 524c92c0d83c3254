//pass
//--local_size=64 --num_groups=1

/* Structs by value and by pointer, nested structs and arrays in structs, struct copies,
   helpers that write through pointers to private and local memory, 2-D local arrays and int3
   (16 bytes in memory, 12 with vload3). Each work-item writes its own rows (see the native
   check; padding bytes and the fourth lane of an int3 are undefined, so only fields are
   stored). */
typedef struct {
  int x, y;
} P;

typedef struct {
  P corner[2];
  char name[3];
  int3 v;
} Box;

void swap(int *a, int *b) {
  int t = *a;
  *a = *b;
  *b = t;
}

P shift(P p, int d) {
  p.x += d;
  p.y -= d;
  return p;
}

void fill(__local int *row, int n, int v) {
  for (int j = 0; j < n; j++)
    row[j] = v + j;
}

#define N 16
__kernel void k(__global const int *in, __global int *out, __global Box *boxes,
                __global int3 *triples, __global int *packed) {
  size_t i = get_local_id(0);
  __local int grid[64][5];
  int a = in[i], b = in[i + 64];
  __global int *o = out + i * N;
  swap(&a, &b);
  o[0] = a;
  o[1] = b;
  P p = {a, b};
  P q = shift(p, 3);
  o[2] = q.x;
  o[3] = q.y;
  o[4] = p.x;
  Box box;
  box.corner[0] = p;
  box.corner[1] = q;
  box.name[0] = 'k';
  box.name[1] = (char)a;
  box.name[2] = 0;
  box.v = (int3)(a, b, a + b);
  Box copy = box;
  boxes[i].corner[1] = copy.corner[0];
  boxes[i].name[2] = copy.name[1];
  boxes[i].v.z = copy.v.z;
  o[5] = copy.corner[1].y + copy.name[1];
  o[6] = (int)sizeof(Box);
  triples[i].x = b;
  triples[i].y = a;
  triples[i].z = 9;
  vstore3((int3)(1, 2, a), i, packed);
  o[7] = (int)sizeof(int3);
  fill(grid[i], 5, a);
  o[8] = grid[i][4] - grid[i][0];
  int arr[4] = {a, b};
  o[9] = arr[1] + arr[3];
  int *pa = &arr[1];
  pa[1] = 17;
  o[10] = arr[2];
}
