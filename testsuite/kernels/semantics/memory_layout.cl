//pass
//--local_size=64 --num_groups=1

/* Memory as bytes: stores through char and short pointers into an int buffer (little-endian),
   structs with padding in a buffer, unions, pointer arithmetic and differences, a pointer
   into a local array. Each work-item writes only its own row (see the native check). */
typedef struct {
  char tag;
  int value;
  short pair[2];
} Rec;

typedef union {
  int i;
  uchar b[4];
  ushort h[2];
} Word;

#define N 16
__kernel void k(__global const int *in, __global int *out, __global Rec *recs) {
  size_t i = get_local_id(0);
  __local int tile[64];
  int a = in[i], b = in[i + 64];
  __global int *o = out + i * N;
  __global char *bytes = (__global char *)o;
  bytes[0] = (char)a;
  bytes[1] = (char)(a >> 8);
  bytes[2] = 7;
  bytes[3] = (char)b;
  __global short *halves = (__global short *)(o + 1);
  halves[1] = (short)b;
  halves[0] = (short)(a + b);
  Word w;
  w.i = a;
  w.b[1] = 0x5a;
  o[2] = w.i;
  o[3] = w.h[1];
  __global Rec *r = recs + i;
  r->tag = (char)b;
  r->value = a;
  r->pair[1] = (short)(a >> 16);
  r->pair[0] = (short)b;
  o[4] = (int)sizeof(Rec);
  o[5] = (int)((__global char *)&r->pair[1] - (__global char *)r);
  __global int *p = o + 9;
  p -= 3;
  *p = (int)(p - o);
  p[1] = *(o + 2) + 1;
  tile[i] = a ^ b;
  barrier(CLK_LOCAL_MEM_FENCE);
  __local int *t = &tile[(i + 1) % 64];
  o[8] = *t;
  o[9] = t[-(int)((i + 1) % 64)];
  o[10] = ((__global const uchar *)in)[4 * i + 1];
}
