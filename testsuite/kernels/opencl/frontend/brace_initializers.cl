//pass
//--local_size=64 --num_groups=1

// C initializer semantics: nested braces, brace elision, designators, omitted array
// lengths and strings for character arrays; slots no item sets are zero.
typedef struct { int a; int b; } S;
typedef struct { S s; int c[2]; float4 v; } T;
__constant int g[2][3] = {{1}, {4}};
__constant int h[] = {1, 2, [5] = 9};
__constant int m[][2] = {1, 2, 3};
__kernel void k(__global int *out) {
  int l[2][3] = {{1}, {4}};
  S s[2] = {{1}, {2}};
  S s2[2] = {1, 2, 3};
  T t = {{5}, {6, 7}, (float4)(1.0f)};
  T t2 = {5, 6, 7};
  int u[4] = {[1] = 3};
  char w[2][4] = {"ab", "xyz"};
  __assert(g[0][0] == 1 && g[0][1] == 0 && g[1][0] == 4 && g[1][2] == 0);
  __assert(l[0][0] == 1 && l[0][1] == 0 && l[1][0] == 4);
  __assert(s[0].a == 1 && s[0].b == 0 && s[1].a == 2 && s[1].b == 0);
  __assert(s2[0].a == 1 && s2[0].b == 2 && s2[1].a == 3 && s2[1].b == 0);
  __assert(t.s.a == 5 && t.s.b == 0 && t.c[0] == 6 && t.c[1] == 7);
  __assert(t2.s.a == 5 && t2.s.b == 6 && t2.c[0] == 7 && t2.c[1] == 0);
  __assert(u[0] == 0 && u[1] == 3 && u[2] == 0);
  __assert(sizeof(h) == 24 && h[5] == 9 && h[2] == 0 && h[1] == 2);
  __assert(sizeof(m) == 16 && m[1][0] == 3 && m[1][1] == 0);
  __assert(w[0][1] == 'b' && w[0][2] == 0 && w[1][2] == 'z' && w[1][3] == 0);
  out[get_local_id(0)] = g[1][get_local_id(0) % 3] + l[1][get_local_id(0) % 3] + s[1].a;
}
