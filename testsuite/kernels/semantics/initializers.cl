//pass
//--local_size=64 --num_groups=1

/* C initializer semantics: nested braces, brace elision, designators, omitted array
   lengths and strings for character arrays; slots no item sets are zero (see the native
   check). */
typedef struct { int a; int b; } S;
typedef struct { S s; int c[2]; short4 v; } T;
__constant int g[2][3] = {{1}, {4}};
__constant int h[] = {1, 2, [5] = 9, 10};
__constant int m[][2] = {1, 2, 3};
__constant T ct[2] = {{{1, 2}, {3}, (short4)(4)}, [1] = {.c = {5, 6}}};

__kernel void k(__global int *out) {
  int i = get_local_id(0);
  int l[2][3] = {{1}, {i}};
  S s[2] = {{1}, {i}};
  S s2[2] = {1, i, 3};
  T t = {{5}, {6, i}, (short4)(1, 2, 3, 4)};
  T t2 = {5, 6, i};
  int u[4] = {[1] = i, [3] = 2};
  char w[2][4] = {"ab", "xyz"};
  __global int *o = out + i * 16;
  o[0] = g[i % 2][i % 3];
  o[1] = l[i % 2][i % 3];
  o[2] = s[i % 2].a * 10 + s[i % 2].b;
  o[3] = s2[i % 2].a * 10 + s2[i % 2].b;
  o[4] = t.s.a + t.s.b * 10 + t.c[i % 2] * 100 + t.v.w;
  o[5] = t2.s.a + t2.s.b * 10 + t2.c[i % 2] * 100 + t2.v.x;
  o[6] = u[i % 4];
  o[7] = h[i % 7] + sizeof(h);
  o[8] = m[i % 2][(i / 2) % 2] + sizeof(m);
  o[9] = w[i % 2][i % 4];
  o[10] = ct[i % 2].s.a + ct[i % 2].s.b + ct[i % 2].c[i % 2] + ct[i % 2].v.z;
}
