//pass
//--local_size=16 --num_groups=1

/* OpenCL C initializer forms beyond plain C (see the native check): a string in braces for a
   character array, an empty brace list as the last element of an array of omitted length, a
   scalar converted to a whole vector member, and a vector item spreading its components over a
   vector's list. */
typedef struct { int a; int b; } P;
typedef struct { int2 v; int a; } S;

__kernel void k(__global const int *in, __global long *W) {
  int i = get_local_id(0);
  int x = in[i] & 0xffff;
  char s[4] = {"ab"};
  char t[] = {"xyz"};
  P u[] = {{x, 2}, {}};
  P w[] = {[2] = {}};
  S v = {x, 2};
  S va[2] = {1, x, 3};
  int4 q = {(int2)(5, x), 7, 8};
  __global long *o = W + i * 16;
  o[0] = s[i % 4] + sizeof(t) * 100 + t[i % 4];
  o[1] = sizeof(u) * 1000 + sizeof(w) + u[i % 2].a + u[1].b;
  o[2] = v.v.x + v.v.y * 3 + v.a * 5;
  o[3] = va[i % 2].v.x + va[i % 2].v.y * 3 + va[i % 2].a * 5;
  o[4] = q.x + q.y * 3 + q.z * 5 + q.w * 7;
}
