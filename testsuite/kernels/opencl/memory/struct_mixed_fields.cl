//pass
//--local_size=64 --num_groups=4

// An array of structs whose fields have different widths is modelled per byte; each thread
// writes only its own element.
typedef struct {
  char tag;
  int value;
  short count;
} Item;

__kernel void fill(__global Item *items, __global const int *in) {
  int i = get_global_id(0);
  items[i].tag = 'a';
  items[i].value = in[i] + 1;
  items[i].count = (short)i;
}
