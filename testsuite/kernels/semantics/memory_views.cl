//pass
//--local_size=32 --num_groups=2

/* Memory seen through different types: a private int array read as bytes and as shorts, vector
   loads and stores at odd offsets of char and short buffers, arrays of structs and 2-D arrays in
   local memory, a private array of vectors. Each work-item writes its own cells (see the native
   check). */
typedef struct {
  short s;
  char c[3];
  int v;
} Cell;

#define N 12
__kernel void k(__global const int *in, __global int *out, __global char *bytes,
                __global short *shorts) {
  size_t l = get_local_id(0), g = get_global_id(0);
  __local Cell cells[32];
  __local int grid[4][33];
  int a = in[g], b = in[g + 64];
  __global int *o = out + g * N;
  int priv[2] = {a, b};
  __private uchar *pb = (__private uchar *)priv;
  o[0] = pb[0] + (pb[3] << 8) + (pb[5] << 16);
  __private short *ps = (__private short *)priv;
  o[1] = ps[1] - ps[2];
  vstore4((char4)((char)a, (char)b, 7, -7), 0, bytes + g * 9 + 1);
  vstore2((short2)((short)a, (short)(b >> 3)), 0, shorts + g * 5 + 1);
  char4 back = vload4(0, bytes + g * 9 + 1);
  o[2] = back.x + back.w * 3;
  cells[l].s = (short)a;
  cells[l].c[2] = (char)b;
  cells[l].v = a ^ b;
  grid[l & 3][l] = b;
  barrier(CLK_LOCAL_MEM_FENCE);
  __local Cell *nb = &cells[(l + 1) % 32];
  o[3] = nb->s + nb->c[2];
  o[4] = nb->v;
  o[5] = grid[(l + 1) & 3][(l + 1) % 32];
  int4 vs[3];
  vs[0] = (int4)(a);
  vs[1] = (int4)(b, a, b, a);
  vs[2] = vs[0] + vs[1];
  o[6] = vs[2].y + vs[1].w;
  __private int *flat = (__private int *)vs;
  o[7] = flat[5] + flat[8];
  o[8] = (int)(sizeof(Cell) * 100 + sizeof(vs));
  o[9] = (int)((__local char *)&cells[1].v - (__local char *)&cells[0]);
  ushort2 h = as_ushort2(a);
  o[10] = h.y;
  o[11] = as_int((short2)(h.x, (short)b));
}
